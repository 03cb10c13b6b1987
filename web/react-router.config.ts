import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Config } from '@react-router/dev/config'
import { spaPagesFile } from '@studio/api/contract/spa-pages'
import { carePlanPages, notFoundPath, sitePages } from '#app/site/site-pages.ts'
import { writeAnalyticsSnippet } from './build-tools/analytics-snippet'
import { compressionEffort, precompressDirectory, precompressedClientAssets } from './build-tools/precompress'
import { buildPublicConfig } from './build-tools/public-config'
import { writeServiceWorker } from './build-tools/service-worker'
import { robotsTxt, sitemapXml } from './build-tools/seo-files'
import { webAppManifest } from './build-tools/web-app-manifest'

// A static site: no server rendering at request time, every route prerendered to HTML at build time.
export default {
  ssr: false,
  // React Router 8's build, opted into early: both environments built by one Vite builder, which loads
  // vite.config.ts 3 times instead of 8 (0.3 s of a first start's build).
  future: { v8_viteEnvironmentApi: true },
  prerender: [...sitePages.map((page) => page.path), notFoundPath],
  async buildEnd({ reactRouterConfig }) {
    const buildDir = reactRouterConfig.buildDirectory
    const clientDir = path.join(buildDir, 'client')
    const config = buildPublicConfig()
    await writeFile(path.join(clientDir, 'sitemap.xml'), sitemapXml(config, sitePages))
    await writeFile(path.join(clientDir, 'robots.txt'), robotsTxt(config, sitePages))
    await writeFile(path.join(clientDir, 'manifest.webmanifest'), webAppManifest(config))
    // The pages left to the SPA fallback, for the servers (api/src/site/static-site.ts, infra/nginx/).
    const spaPaths = carePlanPages.map((page) => page.path)
    await writeFile(path.join(clientDir, spaPagesFile), `${JSON.stringify(spaPaths, null, 2)}\n`)
    // `npm start` compares this with the current configuration and rebuilds when they differ.
    await writeFile(path.join(buildDir, 'public-config.json'), `${JSON.stringify(config, null, 2)}\n`)
    // The analytics snippet clients paste into their pages, and its vitals module (not precached).
    await writeAnalyticsSnippet(clientDir)
    // After every other file is written: the service worker precaches them.
    const precache = await writeServiceWorker(clientDir)
    process.stdout.write(
      `Service worker precaches ${precache.count} files (${(precache.size / 1024 / 1024).toFixed(1)} MB)\n`,
    )
    const effort = compressionEffort()
    const count = await precompressDirectory(clientDir, effort, await precompressedClientAssets())
    process.stdout.write(
      `Precompressed ${count} files (gzip + brotli, ${effort} effort) in ${path.relative(process.cwd(), clientDir)}\n`,
    )
  },
} satisfies Config

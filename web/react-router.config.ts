import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Config } from '@react-router/dev/config'
import { notFoundPath, sitePages } from './app/site/site-pages'
import { precompressDirectory } from './build-tools/precompress'
import { buildPublicConfig } from './build-tools/public-config'
import { robotsTxt, sitemapXml } from './build-tools/seo-files'

// A static site: no server rendering at request time, every route prerendered to HTML at build time.
export default {
  ssr: false,
  prerender: [...sitePages.map((page) => page.path), notFoundPath],
  async buildEnd({ reactRouterConfig }) {
    const buildDir = reactRouterConfig.buildDirectory
    const clientDir = path.join(buildDir, 'client')
    const config = buildPublicConfig()
    await writeFile(path.join(clientDir, 'sitemap.xml'), sitemapXml(config, sitePages))
    await writeFile(path.join(clientDir, 'robots.txt'), robotsTxt(config, sitePages))
    // `npm start` compares this with the current configuration and rebuilds when they differ.
    await writeFile(path.join(buildDir, 'public-config.json'), `${JSON.stringify(config, null, 2)}\n`)
    // `npm start` asks for quick compression on its own builds; `npm run build` (and images) get the best.
    const effort = process.env.SITE_COMPRESSION === 'quick' ? 'quick' : 'maximum'
    const count = await precompressDirectory(clientDir, effort)
    process.stdout.write(
      `Precompressed ${count} files (gzip + brotli, ${effort} effort) in ${path.relative(process.cwd(), clientDir)}\n`,
    )
  },
} satisfies Config

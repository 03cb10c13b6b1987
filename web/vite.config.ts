import { fileURLToPath } from 'node:url'
import { reactRouter } from '@react-router/dev/vite'
import { defineConfig, runnerImport } from 'vite'
import { precompressClientAssets } from './build-tools/precompress.ts'
import { reactRouterProductionBuild } from './build-tools/react-router-production.ts'
import { socialProfiles } from '#app/site/social-links.ts'

// The modules the tool pages share, in three chunks by family, kept out of the first-load chunk and out of
// the marketing pages (the dashboard and /bcl load tool-pages too, for the number formats, the failure
// sentence and the free-web-application facts). The form fields stay out: sign-in and contact use them.
const toolShellModules = /[\\/]site[\\/](tool-catalogue|ToolPage)\.tsx?$|[\\/]seo[\\/]tool-page-meta\.ts$/
const toolPageModules = [
  // Every tool page: the catalogue, the frame and the meta; with the calculators' page, form and number
  // formats (six tool pages) and two helpers of a few hundred bytes, each otherwise a request of its own.
  toolShellModules,
  /[\\/]features[\\/]calculators[\\/](client[\\/][^\\/]+\.tsx?|shared[\\/]format\.ts)$/,
  /[\\/]common[\\/]ui[\\/]copy-text\.ts$|[\\/]api-client[\\/]failure-sentence\.ts$/,
  // Vite's helper for lazily loaded modules (the QR batch, Ask's markdown renderer): shared by two tool
  // pages, it was a request of its own on each, which Lighthouse counted against /qrcode-generator.
  /^\0vite[\\/]preload-helper/,
]
// The QR generator and the converters: their workers' messenger and its helpers.
const browserToolModules = [
  /node_modules[\\/]comlink[\\/]/,
  /[\\/]common[\\/](workers[\\/](lazy-worker|worker-pool)|files[\\/](save-blob|format-bytes))\.ts$/,
]
// The assistant, the audit, the names, the taglines and the weather: their job calls and progress.
const serverToolModules = [
  /[\\/]common[\\/]server-tools[\\/][^\\/]+\.tsx?$/,
  /[\\/]contract[\\/](tools|roast-toast)\.ts$/,
]
const matchesAny = (patterns: RegExp[]) => (id: string) => patterns.some((pattern) => pattern.test(id))
// The site shell every page loads first: the frame, the page meta, the session and the toasts (and the API
// client they call, taken in as their dependency), without what only some pages use; and the hydration
// hook of the forms on several kinds of page (sign-in, calculators, QR), too small for a request of its own.
const siteShellModules = [
  /[\\/]app[\\/](site|seo)[\\/]/,
  /[\\/]app[\\/]session[\\/](AuthProvider\.tsx|auth-token\.ts|SessionCheckNotice\.tsx)$/,
  /[\\/]common[\\/]ui[\\/](toast\.ts|Toaster\.tsx|use-hydrated\.ts)$/,
]
const pageOnlyShellModules = [toolShellModules, /[\\/]free-web-application\.ts$/]

// Vite bundles this file and leaves every package it imports to Node, which cannot load the API
// workspace's TypeScript (@studio/api/contract/…); Vite's module runner can, so the public configuration's
// reader is loaded through it (what `vite --configLoader runner` does for a whole config).
async function readPublicConfig() {
  const { buildPublicConfig } = (
    await runnerImport<typeof import('./build-tools/public-config.ts')>(
      fileURLToPath(new URL('./build-tools/public-config.ts', import.meta.url)),
      { logLevel: 'silent' },
    )
  ).module
  return buildPublicConfig()
}
// React Router loads this file three times in one build, each a module runner of its own (15-50 ms); the
// configuration comes from the process's environment, the same each time, so it is read once per process.
const publicConfigKey = Symbol.for('studio:public-config')
const configCache = globalThis as typeof globalThis & {
  [publicConfigKey]?: Awaited<ReturnType<typeof readPublicConfig>>
}
const publicConfig = (configCache[publicConfigKey] ??= await readPublicConfig())

export default defineConfig({
  plugins: [reactRouter(), reactRouterProductionBuild(), precompressClientAssets()],
  // The public configuration (names, contact facts, URLs) and the footer's labelled social links, read by
  // app/site/config.ts.
  define: {
    __PUBLIC_CONFIG__: JSON.stringify(publicConfig),
    __SOCIAL_PROFILES__: JSON.stringify(socialProfiles(publicConfig.socialLinks)),
  },
  // Tool pages run their work in module workers (comlink); the WASM codecs must not be pre-bundled.
  worker: { format: 'es' },
  build: {
    // The quick build of a first start (scripts/start.ts) skips Vite's gzip-size report: it gzips every
    // asset (10 MB, mostly codec WASM) only to print sizes, ~0.4 s of CPU, and the build precompresses
    // them anyway. `npm run build` keeps the report.
    reportCompressedSize: process.env.SITE_COMPRESSION !== 'quick',
    // Fewer, larger chunks for the first load: React + React Router as one file and the site shell as
    // another (better gzip, fewer requests). Route modules and tool features stay split per page, and what
    // only the tool pages share is in three family chunks (above; the shell's tool modules bring the
    // free-web-application facts, which /bcl reads too). A tool page then asks for two or three modules
    // of its own instead of up to eight tiny ones: in Lighthouse's simulation every request in flight
    // beside React's 92 KB takes an equal share of the bandwidth, and the calculator, converter and server
    // tool pages painted 150–300 ms later for them (docs/benchmarks.md#web-quality). A group also takes in
    // its modules' dependencies, so the shell's group is formed first.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 3,
            },
            {
              name: 'app',
              test: (id) => matchesAny(siteShellModules)(id) && !matchesAny(pageOnlyShellModules)(id),
              priority: 2,
            },
            { name: 'tool-pages', test: matchesAny(toolPageModules), priority: 1 },
            { name: 'browser-tools', test: matchesAny(browserToolModules), priority: 1 },
            { name: 'server-tools', test: matchesAny(serverToolModules), priority: 1 },
          ],
        },
      },
    },
  },
  // `npm run dev` (scripts/dev.ts) runs the API beside Vite and passes its address here.
  server: process.env.DEV_API_URL ? { proxy: { '/api': process.env.DEV_API_URL } } : undefined,
  optimizeDeps: {
    include: ['comlink', 'qrcode'],
    exclude: ['@jsquash/jpeg', '@jsquash/webp', '@jsquash/png', '@jsquash/avif', '@jsquash/oxipng'],
  },
})

import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'
import { reactRouterProductionBuild } from './build-tools/react-router-production.ts'
import { socialProfiles } from './app/site/social-links.ts'
import { buildPublicConfig } from './build-tools/public-config.ts'

// Modules of the site shell's folders that only some pages read: kept out of the first-load chunk.
const toolShellModules = /[\\/](tool-catalogue|ToolPage|tool-page-meta)\.tsx?$/
const pageOnlyShellModules = [toolShellModules, /[\\/]free-web-application\.ts$/]

const publicConfig = buildPublicConfig()

export default defineConfig({
  plugins: [reactRouter(), reactRouterProductionBuild()],
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
    // another (better gzip, fewer requests). Route modules and tool features stay split per page, and so do
    // the shell's modules that only some pages read: the tool catalogue, ToolPage and the tool meta are one
    // chunk for the tools index and the tool pages (with the free-web-application facts, also read by /bcl).
    // A group also takes in its modules' dependencies, so the shell's group is formed first.
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
              test: (id) =>
                /app[\\/](site|auth|toast|seo)[\\/]/.test(id) &&
                !pageOnlyShellModules.some((modules) => modules.test(id)),
              priority: 2,
            },
            { name: 'tool-catalogue', test: toolShellModules, priority: 1 },
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

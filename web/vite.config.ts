import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'
import { buildPublicConfig } from './build-tools/public-config.ts'

export default defineConfig({
  plugins: [reactRouter()],
  // The public configuration (names, contact facts, URLs), read by app/site/config.ts.
  define: { __PUBLIC_CONFIG__: JSON.stringify(buildPublicConfig()) },
  // Tool pages run their work in module workers (comlink); the WASM codecs must not be pre-bundled.
  worker: { format: 'es' },
  // Fewer, larger chunks for the first load: React + React Router as one file and the site shell as
  // another (better gzip, fewer requests). Route modules and tool features stay split per page. The shell's
  // tool modules (tool catalogue, ToolPage, tool meta) are one more chunk that only the tools index and the
  // tool pages load; a group also takes its modules' dependencies, so the shell is grouped first.
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 3,
            },
            { name: 'app', test: /app[\\/](site|auth|toast|seo)[\\/](?![^\\/]*tool)/i, priority: 2 },
            { name: 'tool-catalogue', test: /app[\\/](site|seo)[\\/][^\\/]*tool/i, priority: 1 },
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

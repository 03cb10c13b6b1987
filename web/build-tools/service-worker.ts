import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { build } from 'esbuild'
// Only Workbox's injectManifest: its package index also loads generateSW's bundler (rollup, Babel's
// preset-env), ~0.2 s of every build's start spent on code that never runs.
import { injectManifest } from 'workbox-build/build/inject-manifest.js'
import { precacheUrlForFile } from '../service-worker/page-path'

const serviceWorkerSource = path.join(import.meta.dirname, '../service-worker/sw.ts')
const registrationSource = path.join(import.meta.dirname, '../app/offline/register-service-worker.ts')

// The public pages and everything they load: scripts, styles, the tools' workers and WASM codecs, icons.
// Left out: the SPA fallback and 404 page (never navigated to by name), the SEO files and the
// precompressed copies (the server picks those per request).
const precachedFiles = ['**/*.{html,js,css,wasm,svg,png,webmanifest}']
// The multi-threaded AVIF encoder (3.5 MB) runs only where SharedArrayBuffer exists, i.e. on a
// cross-origin-isolated page (COEP), which this site is not: @jsquash/avif loads the single-threaded one.
const notPrecached = [
  '__spa-fallback.html',
  '404/index.html',
  'sw.js',
  // The analytics snippet runs on client sites' pages, not on this site's.
  'v.js',
  'v-vitals.js',
  '**/*.{gz,br}',
  'assets/avif_enc_mt*',
  'assets/workerHelpers*',
]
// The AVIF encoder is about 3.5 MB, above Workbox's default limit of 2 MB.
const largestPrecachedFile = 5 * 1024 * 1024

/**
 * Writes <clientDir>/sw-register.js (the module the page imports after load to register the worker) and
 * <clientDir>/sw.js: the service worker bundled into one classic script, with the list of files to
 * precache (and a revision for every file whose name carries no content hash) injected by Workbox.
 */
export async function writeServiceWorker(clientDir: string): Promise<{ count: number; size: number }> {
  await build({
    entryPoints: [registrationSource],
    outfile: path.join(clientDir, 'sw-register.js'),
    bundle: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    logLevel: 'warning',
  })
  const workDir = await mkdtemp(path.join(tmpdir(), 'studio-sw-'))
  try {
    const bundled = path.join(workDir, 'sw.js')
    await build({
      entryPoints: [serviceWorkerSource],
      outfile: bundled,
      bundle: true,
      format: 'iife',
      minify: true,
      target: 'es2022',
      // Workbox reads process.env.NODE_ENV to leave out its development logging.
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'warning',
    })
    const result = await injectManifest({
      swSrc: bundled,
      swDest: path.join(clientDir, 'sw.js'),
      globDirectory: clientDir,
      globPatterns: precachedFiles,
      globIgnores: notPrecached,
      maximumFileSizeToCacheInBytes: largestPrecachedFile,
      // Vite's hashed names already change with their content: no revision needed.
      dontCacheBustURLsMatching: /^\/assets\//,
      manifestTransforms: [
        (entries) => ({
          manifest: entries.map((entry) => ({ ...entry, url: precacheUrlForFile(entry.url) })),
          warnings: [],
        }),
      ],
    })
    if (result.warnings.length > 0) throw new Error(`Service worker: ${result.warnings.join('; ')}`)
    return { count: result.count, size: result.size }
  } finally {
    await rm(workDir, { recursive: true, force: true })
  }
}

import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { gzipAsync as zopfliGzipAsync } from '@gfx/zopfli'
import type { Plugin } from 'vite'

// Text assets are compressed once at build time (gzip and brotli files beside the original), so the
// server only picks a file and never compresses per request.

const compressible = /\.(html|js|mjs|css|svg|json|xml|txt|wasm|webmanifest)$/
const minimumBytes = 512
// Zopfli writes standard gzip about 3-5% smaller than zlib -9, at ~100x the time: spent on the files
// every visitor loads (scripts, styles, pages), not on the multi-megabyte codec WASM.
const zopfliMaxBytes = 512 * 1024

const zlibGzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

/**
 * 'maximum' (`npm run build`, images): zopfli and brotli 11, ~25 s of CPU. 'quick' (the build `npm start`
 * runs on a first start): zlib 6 and brotli 5, ~2 s, 1% (gzip) and 14% (brotli) more bytes, so a newcomer
 * is not kept waiting.
 */
export type CompressionEffort = 'maximum' | 'quick'

/** `npm start` asks for quick compression on its own builds; `npm run build` (and images) get the best. */
export const compressionEffort = (): CompressionEffort =>
  process.env.SITE_COMPRESSION === 'quick' ? 'quick' : 'maximum'

function gzipFile(file: string, original: Buffer, effort: CompressionEffort): Promise<Uint8Array> {
  if (effort === 'quick') return zlibGzipAsync(original, { level: 6 })
  return original.length <= zopfliMaxBytes && !file.endsWith('.wasm')
    ? zopfliGzipAsync(original, { numiterations: 15 })
    : zlibGzipAsync(original, { level: 9 })
}

/**
 * Writes `<file>.gz` and `<file>.br` for every text asset under `dir` but those in `done`; returns how many
 * files it did, `done` included.
 */
export async function precompressDirectory(
  dir: string,
  effort: CompressionEffort = 'maximum',
  done: ReadonlySet<string> = new Set(),
): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !done.has(file))
  return done.size + (await precompressFiles(files, effort)).length
}

/** Writes `<file>.gz` and `<file>.br` for each of `files` that is a text asset; returns the ones it did. */
export async function precompressFiles(files: string[], effort: CompressionEffort): Promise<string[]> {
  const compressed: string[] = []
  for (const file of files.filter((name) => compressible.test(name))) {
    const original = await readFile(file)
    if (original.length < minimumBytes) continue
    const [gzipped, brotli] = await Promise.all([
      gzipFile(file, original, effort),
      brotliAsync(original, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: effort === 'quick' ? 5 : constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
        },
      }),
    ])
    await Promise.all([writeFile(`${file}.gz`, gzipped), writeFile(`${file}.br`, brotli)])
    compressed.push(file)
  }
  return compressed
}

// React Router loads its config (whose buildEnd compresses the rest) apart from vite.config's plugins, so
// the two meet through a global.
const clientAssetsKey = Symbol.for('studio:precompressed-client-assets')
type WithClientAssets = typeof globalThis & { [clientAssetsKey]?: Promise<string[]> }

/**
 * Compresses the client build's assets as soon as they are written, while the server build and the
 * prerender run (~0.3 s less on a first start); buildEnd takes the list from `precompressedClientAssets`.
 */
export function precompressClientAssets(): Plugin {
  return {
    name: 'studio:precompress-client-assets',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    writeBundle(options, bundle) {
      const files = Object.keys(bundle)
        .filter((file) => file.startsWith('assets/'))
        .map((file) => path.join(options.dir!, file))
      const compressing = precompressFiles(files, compressionEffort())
      compressing.catch(() => undefined) // reported where buildEnd awaits it
      ;(globalThis as WithClientAssets)[clientAssetsKey] = compressing
    },
  }
}

/** The client assets `precompressClientAssets` compressed (none when it did not run). */
export async function precompressedClientAssets(): Promise<Set<string>> {
  return new Set(await ((globalThis as WithClientAssets)[clientAssetsKey] ?? []))
}

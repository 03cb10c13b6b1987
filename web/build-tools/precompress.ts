import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { gzipAsync as zopfliGzipAsync } from '@gfx/zopfli'

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

function gzipFile(file: string, original: Buffer, effort: CompressionEffort): Promise<Uint8Array> {
  if (effort === 'quick') return zlibGzipAsync(original, { level: 6 })
  return original.length <= zopfliMaxBytes && !file.endsWith('.wasm')
    ? zopfliGzipAsync(original, { numiterations: 15 })
    : zlibGzipAsync(original, { level: 9 })
}

/** Writes `<file>.gz` and `<file>.br` for every text asset under `dir`; returns how many files it did. */
export async function precompressDirectory(
  dir: string,
  effort: CompressionEffort = 'maximum',
): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const files = entries
    .filter((entry) => entry.isFile() && compressible.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
  let count = 0
  for (const file of files) {
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
    count++
  }
  return count
}

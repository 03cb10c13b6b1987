import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

// Text assets are compressed once at build time (gzip and brotli files beside the original), so the
// server only picks a file and never compresses per request.

const compressible = /\.(html|js|mjs|css|svg|json|xml|txt|wasm|webmanifest)$/
const minimumBytes = 512

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

/** Writes `<file>.gz` and `<file>.br` for every text asset under `dir`; returns how many files it did. */
export async function precompressDirectory(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const files = entries
    .filter((entry) => entry.isFile() && compressible.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
  let count = 0
  for (const file of files) {
    const original = await readFile(file)
    if (original.length < minimumBytes) continue
    const [gzipped, brotli] = await Promise.all([
      gzipAsync(original, { level: 9 }),
      brotliAsync(original, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
        },
      }),
    ])
    await Promise.all([writeFile(`${file}.gz`, gzipped), writeFile(`${file}.br`, brotli)])
    count++
  }
  return count
}

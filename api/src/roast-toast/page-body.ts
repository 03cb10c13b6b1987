import { Readable } from 'node:stream'
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib'
import { networkFailure, PageFetchError } from './page-fetch-error.ts'

// The fetch's last step: the body read up to a cap before the deadline, then its Content-Encoding undone
// under the same cap.

/** The body as sent, up to `maxBytes` (the rest is not read), within the fetch's deadline. */
export async function readCapped(
  stream: Readable,
  maxBytes: number,
  deadline: AbortSignal,
  timeoutMs: number,
  url: URL,
): Promise<{ data: Buffer; truncated: boolean }> {
  const chunks: Buffer[] = []
  let size = 0
  try {
    for await (const chunk of stream) {
      if (deadline.aborted) throw deadline.reason
      const buffer = chunk as Buffer
      if (size + buffer.length > maxBytes) {
        chunks.push(buffer.subarray(0, maxBytes - size))
        stream.destroy()
        return { data: Buffer.concat(chunks), truncated: true }
      }
      chunks.push(buffer)
      size += buffer.length
    }
  } catch (error) {
    throw networkFailure(error, url, timeoutMs)
  }
  return { data: Buffer.concat(chunks), truncated: false }
}

/** Undoes Content-Encoding, capped like the download itself (a small gzip can inflate enormously). */
export async function decode(data: Buffer, encoding: string | undefined, maxBytes: number, url: URL) {
  const decompressors: Record<string, () => NodeJS.ReadWriteStream> = {
    gzip: createGunzip,
    'x-gzip': createGunzip,
    deflate: createInflate,
    br: createBrotliDecompress,
  }
  const decompressor = decompressors[encoding?.trim().toLowerCase() ?? '']
  if (!decompressor) return { data, truncated: false }
  const chunks: Buffer[] = []
  let size = 0
  try {
    for await (const chunk of Readable.from([data]).pipe(decompressor())) {
      const buffer = chunk as Buffer
      if (size + buffer.length > maxBytes) {
        chunks.push(buffer.subarray(0, maxBytes - size))
        return { data: Buffer.concat(chunks), truncated: true }
      }
      chunks.push(buffer)
      size += buffer.length
    }
  } catch {
    throw new PageFetchError(
      'failed',
      `${url.host} sent a ${encoding} body we couldn't unpack.`,
      'unreadable page',
    )
  }
  return { data: Buffer.concat(chunks), truncated: false }
}

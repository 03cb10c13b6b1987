import { transfer, type Remote } from 'comlink'
import { workerDecodeErrorName, type ConvertOptions, type EncodedImage } from '../shared/worker-protocol'
import type { Api } from '../worker/image.worker'
import { decodeOnPage } from './decode-on-page'

/** The browser could decode the file neither in the worker nor on the page. */
export class UndecodableImageError extends Error {
  override name = 'UndecodableImageError'
}

/**
 * Converts one file in the worker. The file's bytes are transferred, not copied; when the worker cannot
 * decode them, the page decodes the image itself and transfers the pixels instead.
 */
export async function convertImage(
  api: Remote<Api>,
  file: File,
  options: ConvertOptions,
): Promise<EncodedImage> {
  const bytes = await file.arrayBuffer()
  try {
    return await api.convert(transfer({ kind: 'encoded', bytes, type: file.type }, [bytes]), options)
  } catch (error) {
    if (!(error instanceof Error) || error.name !== workerDecodeErrorName) throw error
  }
  let decoded: ImageData
  try {
    decoded = await decodeOnPage(file)
  } catch (cause) {
    throw new UndecodableImageError(file.name, { cause })
  }
  const { data, width, height } = decoded
  const pixels = data.buffer as ArrayBuffer
  return api.convert(transfer({ kind: 'pixels', pixels, width, height }, [pixels]), options)
}

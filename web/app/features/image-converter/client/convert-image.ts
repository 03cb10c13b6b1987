import { transfer, type Remote } from 'comlink'
import type { OutputType } from '../shared/output-formats'
import { workerDecodeErrorName, type EncodedImage } from '../shared/worker-protocol'
import type { Api } from '../worker/image.worker'
import { decodeOnPage } from './decode-on-page'

/**
 * Converts one file in the worker. The file's bytes are transferred, not copied; when the worker cannot
 * decode them, the page decodes the image itself and transfers the pixels instead.
 */
export async function convertImage(
  api: Remote<Api>,
  file: File,
  type: OutputType,
  quality: number,
): Promise<EncodedImage> {
  const bytes = await file.arrayBuffer()
  try {
    return await api.convert(transfer({ kind: 'encoded', bytes, type: file.type }, [bytes]), type, quality)
  } catch (error) {
    if (!(error instanceof Error) || error.name !== workerDecodeErrorName) throw error
  }
  const { data, width, height } = await decodeOnPage(file)
  const pixels = data.buffer as ArrayBuffer
  return api.convert(transfer({ kind: 'pixels', pixels, width, height }, [pixels]), type, quality)
}

import { expose, transfer } from 'comlink'
import type { OutputType } from '../shared/output-formats'
import { workerDecodeErrorName, type EncodedImage, type ImageSource } from '../shared/worker-protocol'

/**
 * One encoder per output type, each loaded on first use so only the codec a visitor picks is fetched:
 * MozJPEG, libwebp and libavif from Squoosh, and oxipng, which writes an optimised PNG straight from pixels.
 */
const encoders: Record<OutputType, (image: ImageData, quality: number) => Promise<ArrayBuffer>> = {
  'image/png': async (image) => (await import('@jsquash/oxipng/optimise.js')).default(image, { level: 2 }),
  'image/jpeg': async (image, quality) =>
    (await import('@jsquash/jpeg/encode.js')).default(image, { quality }),
  'image/webp': async (image, quality) =>
    (await import('@jsquash/webp/encode.js')).default(image, { quality }),
  'image/avif': async (image, quality) =>
    (await import('@jsquash/avif/encode.js')).default(image, { quality }),
}

async function decode(bytes: ArrayBuffer, type: string): Promise<ImageData> {
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(new Blob([bytes], { type }))
  } catch (cause) {
    throw Object.assign(new Error('This image cannot be decoded in a worker.', { cause }), {
      name: workerDecodeErrorName,
    })
  }
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
  const context = canvas.getContext('2d', { willReadFrequently: true })!
  context.drawImage(bitmap, 0, 0)
  bitmap.close()
  return context.getImageData(0, 0, canvas.width, canvas.height)
}

const api = {
  async convert(source: ImageSource, type: OutputType, quality: number): Promise<EncodedImage> {
    const image =
      source.kind === 'pixels'
        ? new ImageData(new Uint8ClampedArray(source.pixels), source.width, source.height)
        : await decode(source.bytes, source.type)
    const bytes = await encoders[type](image, quality)
    return transfer({ bytes, width: image.width, height: image.height }, [bytes])
  },
}

expose(api)

export type Api = typeof api

import { expose, transfer } from 'comlink'
import { flattenOnBackground } from '../shared/background'
import { outputFormats, type OutputType } from '../shared/output-formats'
import { findExif, insertExif, privateExif } from '../shared/exif'
import { fitSize, resizeLanczos3, type WantedSize } from '../shared/resize'
import {
  workerDecodeErrorName,
  type ConvertOptions,
  type EncodedImage,
  type ImageSource,
} from '../shared/worker-protocol'

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

/** The image at the asked size, resampled with Lanczos3 when it changes. */
function resized(image: ImageData, wanted: WantedSize): ImageData {
  const size = fitSize(image, wanted)
  if (size.width === image.width && size.height === image.height) return image
  const pixels = resizeLanczos3(image.data, image, size)
  return new ImageData(pixels as Uint8ClampedArray<ArrayBuffer>, size.width, size.height)
}

/** The source's EXIF, cleaned, for a JPEG output when the visitor asked to keep metadata; else none. */
function keptExif(source: ImageSource, options: ConvertOptions): Uint8Array | null {
  if (!options.keepMetadata || options.type !== 'image/jpeg' || source.kind !== 'encoded') return null
  const exif = findExif(new Uint8Array(source.bytes))
  return exif && privateExif(exif)
}

const api = {
  async convert(source: ImageSource, options: ConvertOptions): Promise<EncodedImage> {
    // Decoding applies the EXIF orientation (createImageBitmap's default), so the pixels are upright.
    const decoded =
      source.kind === 'pixels'
        ? new ImageData(new Uint8ClampedArray(source.pixels), source.width, source.height)
        : await decode(source.bytes, source.type)
    const exif = keptExif(source, options)
    const image = resized(decoded, options.size)
    if (!outputFormats[options.type].alpha) flattenOnBackground(image.data, options.background)
    // Encoders write pixels only: no metadata reaches the output unless kept above.
    let bytes = await encoders[options.type](image, options.quality)
    if (exif) bytes = insertExif(new Uint8Array(bytes), exif).buffer as ArrayBuffer
    return transfer({ bytes, width: image.width, height: image.height }, [bytes])
  },
}

expose(api)

export type Api = typeof api

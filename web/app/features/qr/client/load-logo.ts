/**
 * docs/product.md#qr-code-generator: an uploaded logo is read as a data URL, which then becomes the logo
 * source.
 */
export function readFileAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(reader.result as string)
    reader.onerror = () => reject(reader.error)
    reader.readAsDataURL(file)
  })
}

/**
 * Decodes a logo source (data URL or pasted URL) into a bitmap the worker can draw. Decoding happens on
 * the page because workers cannot rasterise SVG logos. A pasted URL must allow cross-origin use (CORS):
 * otherwise the PNG could not be exported, so such a logo is refused here with a clear message.
 */
export async function loadLogoBitmap(source: string): Promise<ImageBitmap> {
  const image = new Image()
  image.crossOrigin = 'anonymous'
  image.src = source
  await image.decode()
  const { naturalWidth: width, naturalHeight: height } = image
  if (width === 0 || height === 0) throw new Error('The logo has no size.')
  try {
    return await createImageBitmap(image)
  } catch (error) {
    // An SVG with only a viewBox (like this site's favicon) has no size of its own, and createImageBitmap
    // refuses it without one. Its natural size still has the viewBox's shape, so it is drawn at that shape
    // on a canvas (createImageBitmap's own resize options give a blank bitmap for such an SVG in Chromium).
    if (!(error instanceof DOMException && error.name === 'InvalidStateError')) throw error
    const scale = vectorLogoPixels / Math.max(width, height)
    const canvas = new OffscreenCanvas(
      Math.max(1, Math.round(width * scale)),
      Math.max(1, Math.round(height * scale)),
    )
    canvas.getContext('2d')!.drawImage(image, 0, 0, canvas.width, canvas.height)
    return createImageBitmap(canvas)
  }
}

/** The long side, in pixels, of a logo drawn from an SVG that gives no width and height. */
const vectorLogoPixels = 1024

export const LOGO_LOAD_FAILED =
  'Could not load that logo. Use a PNG, JPEG, WebP or SVG image, or a URL from a site that allows sharing its images.'

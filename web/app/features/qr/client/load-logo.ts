/** Spec section 4: an uploaded logo is read as a data URL, which then becomes the logo source. */
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
  if (image.naturalWidth === 0 || image.naturalHeight === 0) throw new Error('The logo has no size.')
  return createImageBitmap(image)
}

export const LOGO_LOAD_FAILED =
  'Could not load that logo. Use a PNG, JPEG, WebP or SVG image, or a URL from a site that allows sharing its images.'

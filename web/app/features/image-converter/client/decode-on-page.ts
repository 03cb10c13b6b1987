/**
 * Decodes an image with the page's own <img> decoder, for what a worker cannot decode (createImageBitmap
 * in a worker refuses SVG; some browsers decode HEIC only this way). Returns the RGBA pixels.
 */
export async function decodeOnPage(file: File): Promise<ImageData> {
  const url = URL.createObjectURL(file)
  try {
    const image = new Image()
    image.src = url
    await image.decode()
    const { naturalWidth: width, naturalHeight: height } = image
    if (width === 0 || height === 0) throw new Error('The image has no size.')
    const canvas = document.createElement('canvas')
    canvas.width = width
    canvas.height = height
    const context = canvas.getContext('2d', { willReadFrequently: true })!
    context.drawImage(image, 0, 0)
    return context.getImageData(0, 0, width, height)
  } finally {
    URL.revokeObjectURL(url)
  }
}

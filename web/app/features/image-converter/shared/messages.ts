/**
 * Every sentence the image converter shows; the first five are in docs/product.md#image-converter word for
 * word.
 */
export const imageConverterMessages = {
  notAnImage: 'Please choose an image file (PNG, JPG, GIF, etc.).',
  noFile: 'Upload an image to convert.',
  failed: 'Something went wrong while converting the image. Try another file.',
  converting: 'Converting…',
  complete: 'Conversion complete! Download your image below.',
  cancelled: 'Conversion cancelled.',
  saveTip: 'Tip: you can also right-click a converted image and choose ‘Save image as…’.',
  someFailed: (converted: number, total: number, failed: number) =>
    `${converted} of ${total} images converted; ${failed === 1 ? 'one' : failed} could not be, as the list below says.`,
  cannotDecode: (name: string) =>
    `This browser cannot read ${name} as an image. Try a PNG, JPEG, WebP or GIF, or open it in another browser.`,
  dropHint: 'Drop images here, paste them (Ctrl+V or ⌘V), or choose files.',
  metadataStripped: 'Photo metadata (camera, date, location) is removed from every output, for your privacy.',
  backgroundHint: (format: string) => `${format} has no transparency: transparent parts get this colour.`,
  metadataKept:
    'JPEG output keeps the photo’s EXIF metadata, except its GPS location, which is always removed.',
} as const

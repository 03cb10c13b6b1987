/** Every sentence the image converter shows; the first five word for word from the product spec. */
export const imageConverterMessages = {
  notAnImage: 'Please choose an image file (PNG, JPG, GIF, etc.).',
  noFile: 'Upload an image to convert.',
  failed: 'Something went wrong while converting the image. Try another file.',
  converting: 'Converting…',
  complete: 'Conversion complete! Download your image below.',
  cancelled: 'Conversion cancelled.',
  saveTip: 'Tip: you can also right-click a converted image and choose ‘Save image as…’.',
} as const

/** The image types the converter writes: PNG, JPEG, WebP and AVIF (docs/product.md#image-converter). */
export const outputTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/avif'] as const
export type OutputType = (typeof outputTypes)[number]

/** `alpha`: whether the format keeps transparency; without it, transparent pixels get a background colour. */
export const outputFormats: Record<
  OutputType,
  { label: string; extension: string; lossy: boolean; alpha: boolean }
> = {
  'image/png': { label: 'PNG', extension: 'png', lossy: false, alpha: true },
  'image/jpeg': { label: 'JPEG', extension: 'jpg', lossy: true, alpha: false },
  'image/webp': { label: 'WebP', extension: 'webp', lossy: true, alpha: true },
  'image/avif': { label: 'AVIF', extension: 'avif', lossy: true, alpha: true },
}

export const qualitySlider = { min: 10, max: 100, default: 92 } as const

/**
 * Each lossy format's starting quality: 92 for JPEG and WebP (docs/product.md#image-converter); AVIF's
 * scale spends bytes far faster, so its default is measured by bench/image-quality.bench.ts (decision 032).
 */
export const defaultQuality: Readonly<Record<LossyType, number>> = {
  'image/jpeg': qualitySlider.default,
  'image/webp': qualitySlider.default,
  'image/avif': 88,
}

/** The formats with a quality setting; PNG is lossless. */
export type LossyType = Exclude<OutputType, 'image/png'>
export const lossyTypes = outputTypes.filter(isLossy)

export const defaultImageName = 'converted-image'

/**
 * Any type the browser calls an image is accepted (docs/product.md#image-converter); decoding decides the
 * rest.
 */
export function isImageFile(file: { type: string }): boolean {
  return file.type.startsWith('image/')
}

/**
 * Quality is clamped to 1-100 (docs/product.md#image-converter); a value that is not a number falls back to
 * the default.
 */
export function clampQuality(value: number): number {
  if (!Number.isFinite(value)) return qualitySlider.default
  return Math.min(100, Math.max(1, Math.round(value)))
}

/** The original base name with the new extension, e.g. 'photo.jpg'; 'converted-image.png' with no name. */
export function downloadName(fileName: string | undefined, type: OutputType): string {
  const base = fileName?.replace(/\.[^.]*$/, '').trim() || defaultImageName
  return `${base}.${outputFormats[type].extension}`
}

/** How much smaller the output is, in whole percent (negative when it grew). */
export function savingPercent(inputBytes: number, outputBytes: number): number {
  return inputBytes === 0 ? 0 : Math.round((1 - outputBytes / inputBytes) * 100)
}

export function isLossy(type: OutputType): type is LossyType {
  return outputFormats[type].lossy
}

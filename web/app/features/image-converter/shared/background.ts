import { parseHexColour } from '#app/features/qr/shared/colour-contrast.ts'

/** A colour as its red, green and blue channels, 0-255. */
export type Rgb = readonly [number, number, number]

export const defaultBackground = '#ffffff'

/** The channels of a #rrggbb background; white when the text is not a colour. */
export function backgroundRgb(hex: string): Rgb {
  return parseHexColour(hex) ?? [255, 255, 255]
}

/**
 * Paints RGBA pixels over an opaque background, in place: each pixel becomes its colour mixed with the
 * background by its alpha, fully opaque. Formats without alpha (JPEG) would otherwise keep the hidden colour
 * of transparent pixels, which is usually black.
 */
export function flattenOnBackground(pixels: Uint8ClampedArray, [red, green, blue]: Rgb): void {
  for (let p = 0; p < pixels.length; p += 4) {
    const alpha = pixels[p + 3]! / 255
    if (alpha === 1) continue
    pixels[p] = pixels[p]! * alpha + red * (1 - alpha)
    pixels[p + 1] = pixels[p + 1]! * alpha + green * (1 - alpha)
    pixels[p + 2] = pixels[p + 2]! * alpha + blue * (1 - alpha)
    pixels[p + 3] = 255
  }
}

export type Rgb = [number, number, number]

/**
 * One RGBA pixel per module, margin included: the QR code at scale 1. Scaling this up with nearest-
 * neighbour drawing gives exactly the image qrcode's own canvas renderer paints pixel by pixel, in a
 * fraction of the time (the preview has to be ready within a keystroke).
 */
export function modulePixels(
  modules: { size: number; data: ArrayLike<number | boolean> },
  margin: number,
  dark: Rgb,
  light: Rgb,
): { side: number; rgba: Uint8ClampedArray<ArrayBuffer> } {
  const side = modules.size + 2 * margin
  const rgba = new Uint8ClampedArray(side * side * 4)
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const row = y - margin
      const column = x - margin
      const inside = row >= 0 && column >= 0 && row < modules.size && column < modules.size
      const colour = inside && modules.data[row * modules.size + column] ? dark : light
      rgba.set([colour[0], colour[1], colour[2], 255], (y * side + x) * 4)
    }
  }
  return { side, rgba }
}

/**
 * What the visitor asks for: a width, a height, both or neither (null keeps the original size), and whether
 * a smaller image may be enlarged to reach them (off by default: enlarging adds no detail, only bytes).
 */
export interface WantedSize {
  width: number | null
  height: number | null
  enlarge: boolean
}

export interface Size {
  width: number
  height: number
}

/**
 * The output size for an image: with one side given, the other follows the image's shape; with both, the
 * image fits inside that box, its aspect kept; with neither, the original. An image already smaller than
 * asked keeps its size unless enlarging is allowed. Never below 1 pixel.
 */
export function fitSize(original: Size, wanted: WantedSize): Size {
  const scales = [
    wanted.width ? wanted.width / original.width : Infinity,
    wanted.height ? wanted.height / original.height : Infinity,
    wanted.enlarge ? Infinity : 1,
  ]
  const scale = Math.min(...scales)
  if (scale === Infinity || scale === 1) return original
  return {
    width: Math.max(1, Math.round(original.width * scale)),
    height: Math.max(1, Math.round(original.height * scale)),
  }
}

/** A side typed in the resize fields: a whole number of pixels from 1 to 16384, or null when left empty. */
export function parseSide(text: string): number | null {
  const value = Number.parseInt(text, 10)
  return Number.isFinite(value) && value >= 1 ? Math.min(value, maxSide) : null
}

export const maxSide = 16384

const lobes = 3

function lanczos(x: number): number {
  if (x === 0) return 1
  if (x <= -lobes || x >= lobes) return 0
  const px = Math.PI * x
  return (lobes * Math.sin(px) * Math.sin(px / lobes)) / (px * px)
}

/** For each output pixel along one axis: the first source pixel it reads and the normalised weights. */
function axisWeights(sourceSize: number, targetSize: number) {
  const scale = targetSize / sourceSize
  // Shrinking widens the filter so every source pixel counts (no aliasing); growing keeps it at 3 lobes.
  const stretch = Math.min(scale, 1)
  const support = lobes / stretch
  const taps = Math.ceil(support * 2) + 1
  const first = new Int32Array(targetSize)
  const weights = new Float32Array(targetSize * taps)
  for (let i = 0; i < targetSize; i++) {
    const centre = (i + 0.5) / scale - 0.5
    const start = Math.ceil(centre - support)
    first[i] = start
    let sum = 0
    for (let t = 0; t < taps; t++) {
      const weight = lanczos((start + t - centre) * stretch)
      weights[i * taps + t] = weight
      sum += weight
    }
    for (let t = 0; t < taps; t++) weights[i * taps + t]! /= sum
  }
  return { first, weights, taps }
}

/**
 * Resamples RGBA pixels with a Lanczos3 filter, in two passes (rows, then columns). Colours are weighted
 * by their alpha, so transparent pixels do not bleed their hidden colour into the edges of what is visible.
 * Pixels past the border repeat the edge.
 */
export function resizeLanczos3(source: Uint8ClampedArray, from: Size, to: Size): Uint8ClampedArray {
  const across = axisWeights(from.width, to.width)
  const down = axisWeights(from.height, to.height)
  // Rows first: from.height rows of to.width premultiplied pixels.
  const rows = new Float32Array(to.width * from.height * 4)
  for (let y = 0; y < from.height; y++) {
    const sourceRow = y * from.width
    for (let x = 0; x < to.width; x++) {
      let r = 0
      let g = 0
      let b = 0
      let a = 0
      for (let t = 0; t < across.taps; t++) {
        const weight = across.weights[x * across.taps + t]!
        if (weight === 0) continue
        const sx = Math.min(from.width - 1, Math.max(0, across.first[x]! + t))
        const p = (sourceRow + sx) * 4
        const alpha = source[p + 3]! * weight
        r += source[p]! * alpha
        g += source[p + 1]! * alpha
        b += source[p + 2]! * alpha
        a += alpha
      }
      const q = (y * to.width + x) * 4
      rows[q] = r
      rows[q + 1] = g
      rows[q + 2] = b
      rows[q + 3] = a
    }
  }
  const target = new Uint8ClampedArray(to.width * to.height * 4)
  for (let y = 0; y < to.height; y++) {
    for (let x = 0; x < to.width; x++) {
      let r = 0
      let g = 0
      let b = 0
      let a = 0
      for (let t = 0; t < down.taps; t++) {
        const weight = down.weights[y * down.taps + t]!
        if (weight === 0) continue
        const sy = Math.min(from.height - 1, Math.max(0, down.first[y]! + t))
        const p = (sy * to.width + x) * 4
        r += rows[p]! * weight
        g += rows[p + 1]! * weight
        b += rows[p + 2]! * weight
        a += rows[p + 3]! * weight
      }
      const q = (y * to.width + x) * 4
      if (a > 0) {
        target[q] = r / a
        target[q + 1] = g / a
        target[q + 2] = b / a
      }
      target[q + 3] = a
    }
  }
  return target
}

/**
 * SSIM (Wang, Bovik, Sheikh and Simoncelli, 2004) of two RGBA images of one size, on their luma (BT.601),
 * over every 8 × 8 window (stride 1, uniform weights), averaged. Window sums come from summed-area tables,
 * so a 12-megapixel pair costs a few array passes. 1 means identical; lower is less alike.
 */
export function ssim(a: RgbaImage, b: RgbaImage): number {
  if (a.width !== b.width || a.height !== b.height) throw new Error('SSIM needs two images of one size.')
  const { width, height } = a
  if (width < window || height < window)
    throw new Error(`SSIM needs images of at least ${window} × ${window}.`)
  const x = luma(a.data)
  const y = luma(b.data)
  const sums = [
    summedArea(width, height, (i) => x[i]!),
    summedArea(width, height, (i) => y[i]!),
    summedArea(width, height, (i) => x[i]! * x[i]!),
    summedArea(width, height, (i) => y[i]! * y[i]!),
    summedArea(width, height, (i) => x[i]! * y[i]!),
  ] as const
  const n = window * window
  let total = 0
  for (let top = 0; top + window <= height; top++) {
    for (let left = 0; left + window <= width; left++) {
      const [sx, sy, sxx, syy, sxy] = sums.map((table) => windowSum(table, width, left, top) / n) as [
        number,
        number,
        number,
        number,
        number,
      ]
      const varianceX = sxx - sx * sx
      const varianceY = syy - sy * sy
      const covariance = sxy - sx * sy
      total +=
        ((2 * sx * sy + c1) * (2 * covariance + c2)) /
        ((sx * sx + sy * sy + c1) * (varianceX + varianceY + c2))
    }
  }
  return total / ((width - window + 1) * (height - window + 1))
}

export interface RgbaImage {
  data: Uint8ClampedArray | Uint8Array
  width: number
  height: number
}

const window = 8
// The paper's constants for 8-bit values: (0.01 × 255)² and (0.03 × 255)².
const c1 = (0.01 * 255) ** 2
const c2 = (0.03 * 255) ** 2

function luma(rgba: Uint8ClampedArray | Uint8Array): Float64Array {
  const y = new Float64Array(rgba.length / 4)
  for (let i = 0; i < y.length; i++) {
    y[i] = 0.299 * rgba[i * 4]! + 0.587 * rgba[i * 4 + 1]! + 0.114 * rgba[i * 4 + 2]!
  }
  return y
}

/** A (width + 1) × (height + 1) table whose entry (c, r) sums `value` over the pixels above and left of it. */
function summedArea(width: number, height: number, value: (index: number) => number): Float64Array {
  const stride = width + 1
  const table = new Float64Array(stride * (height + 1))
  for (let row = 0; row < height; row++) {
    let rowSum = 0
    for (let column = 0; column < width; column++) {
      rowSum += value(row * width + column)
      table[(row + 1) * stride + column + 1] = table[row * stride + column + 1]! + rowSum
    }
  }
  return table
}

function windowSum(table: Float64Array, width: number, left: number, top: number): number {
  const stride = width + 1
  const bottom = top + window
  const right = left + window
  return (
    table[bottom * stride + right]! -
    table[top * stride + right]! -
    table[bottom * stride + left]! +
    table[top * stride + left]!
  )
}

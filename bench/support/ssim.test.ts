import { describe, expect, it } from 'vitest'
import { ssim, type RgbaImage } from './ssim.ts'

/** A grey image whose luma at (x, y) is `value(x, y)`. */
function grey(width: number, height: number, value: (x: number, y: number) => number): RgbaImage {
  const data = new Uint8ClampedArray(width * height * 4)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4
      data[i] = data[i + 1] = data[i + 2] = value(x, y)
      data[i + 3] = 255
    }
  }
  return { data, width, height }
}

const checkerboard = (x: number, y: number) => ((x + y) % 2 ? 200 : 40)

describe('SSIM', () => {
  it('is 1 for an image and itself', () => {
    const image = grey(16, 12, checkerboard)
    expect(ssim(image, image)).toBeCloseTo(1, 12)
  })

  it('is the formula for two flat images: (2μxμy + C1) / (μx² + μy² + C1)', () => {
    const c1 = (0.01 * 255) ** 2
    const expected = (2 * 100 * 150 + c1) / (100 ** 2 + 150 ** 2 + c1)
    expect(
      ssim(
        grey(8, 8, () => 100),
        grey(8, 8, () => 150),
      ),
    ).toBeCloseTo(expected, 10)
  })

  it('falls as noise grows, and is the same both ways', () => {
    const image = grey(32, 32, (x, y) => 128 + 60 * Math.sin(x / 3) * Math.cos(y / 4))
    const noisy = (amount: number) =>
      grey(
        32,
        32,
        (x, y) => 128 + 60 * Math.sin(x / 3) * Math.cos(y / 4) + amount * (((x * 7 + y * 13) % 5) - 2),
      )
    const slightly = ssim(image, noisy(2))
    const badly = ssim(image, noisy(12))
    expect(slightly).toBeLessThan(1)
    expect(badly).toBeLessThan(slightly)
    expect(ssim(noisy(12), image)).toBeCloseTo(badly, 12)
  })

  it('refuses images of different sizes', () => {
    expect(() =>
      ssim(
        grey(8, 8, () => 0),
        grey(9, 8, () => 0),
      ),
    ).toThrow('SSIM needs two images of one size.')
  })
})

import { describe, expect, it } from 'vitest'
import { fitSize, parseSide, resizeLanczos3 } from './resize'

describe('output size', () => {
  const photo = { width: 4000, height: 3000 }

  it('keeps the aspect when one side is given', () => {
    expect(fitSize(photo, { width: 800, height: null, enlarge: false })).toEqual({ width: 800, height: 600 })
    expect(fitSize(photo, { width: null, height: 300, enlarge: false })).toEqual({ width: 400, height: 300 })
  })

  it('fits inside a box when both are given, and keeps the original when neither is', () => {
    expect(fitSize(photo, { width: 1000, height: 1000, enlarge: false })).toEqual({
      width: 1000,
      height: 750,
    })
    expect(fitSize(photo, { width: null, height: null, enlarge: false })).toEqual(photo)
  })

  it('does not enlarge a smaller image unless asked to', () => {
    const logo = { width: 64, height: 64 }
    expect(fitSize(logo, { width: 1200, height: null, enlarge: false })).toEqual(logo)
    expect(fitSize(logo, { width: 1200, height: 32, enlarge: false })).toEqual({ width: 32, height: 32 })
    expect(fitSize(logo, { width: 1200, height: null, enlarge: true })).toEqual({ width: 1200, height: 1200 })
  })

  it('never goes below one pixel', () => {
    expect(fitSize({ width: 1000, height: 10 }, { width: 10, height: null, enlarge: false })).toEqual({
      width: 10,
      height: 1,
    })
  })

  it('reads a typed side, empty or nonsense as none', () => {
    expect(parseSide('640')).toBe(640)
    expect(parseSide('')).toBeNull()
    expect(parseSide('0')).toBeNull()
    expect(parseSide('abc')).toBeNull()
    expect(parseSide('99999')).toBe(16384)
  })
})

/** An image of one colour, or of a function of the position. */
function image(width: number, height: number, pixel: (x: number, y: number) => number[]) {
  const data = new Uint8ClampedArray(width * height * 4)
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set(pixel(x, y), (y * width + x) * 4)
  return data
}

describe('Lanczos3 resampling', () => {
  it('keeps a flat colour flat, shrinking and growing', () => {
    const flat = image(30, 20, () => [154, 52, 18, 255])
    for (const to of [
      { width: 7, height: 5 },
      { width: 61, height: 43 },
    ]) {
      const out = resizeLanczos3(flat, { width: 30, height: 20 }, to)
      expect(out.length).toBe(to.width * to.height * 4)
      for (let i = 0; i < out.length; i += 4) expect([...out.subarray(i, i + 4)]).toEqual([154, 52, 18, 255])
    }
  })

  it('averages a fine checkerboard to grey when shrinking (no aliasing)', () => {
    const board = image(64, 64, (x, y) => ((x + y) % 2 ? [255, 255, 255, 255] : [0, 0, 0, 255]))
    const out = resizeLanczos3(board, { width: 64, height: 64 }, { width: 8, height: 8 })
    for (let i = 0; i < out.length; i += 4) expect(Math.abs(out[i]! - 128)).toBeLessThanOrEqual(2)
  })

  it('does not bleed the colour of transparent pixels into visible ones', () => {
    // Left half opaque red, right half transparent green: no green may appear.
    const half = image(20, 4, (x) => (x < 10 ? [255, 0, 0, 255] : [0, 255, 0, 0]))
    const out = resizeLanczos3(half, { width: 20, height: 4 }, { width: 7, height: 2 })
    for (let i = 0; i < out.length; i += 4) if (out[i + 3]! > 0) expect(out[i + 1]).toBe(0)
  })

  it('keeps a sharp edge sharper than a box average would', () => {
    const edge = image(40, 1, (x) => (x < 20 ? [0, 0, 0, 255] : [255, 255, 255, 255]))
    const out = resizeLanczos3(edge, { width: 40, height: 1 }, { width: 10, height: 1 })
    expect(out[4 * 3]).toBeLessThan(20)
    expect(out[4 * 6]).toBeGreaterThan(235)
  })
})

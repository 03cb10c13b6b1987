import { describe, expect, it } from 'vitest'
import { flattenOnBackground } from './background'

describe('flattening transparency onto a background', () => {
  it('turns transparent pixels into the background, half-transparent ones into a mix, and keeps opaque ones', () => {
    const pixels = new Uint8ClampedArray([
      ...[0, 0, 0, 0], // transparent black: what a canvas holds outside a drawn shape
      ...[255, 0, 0, 128], // half-transparent red
      ...[10, 20, 30, 255], // opaque
    ])
    flattenOnBackground(pixels, [255, 255, 255])
    expect([...pixels]).toEqual([255, 255, 255, 255, 255, 127, 127, 255, 10, 20, 30, 255])
  })

  it('uses the chosen colour', () => {
    const pixels = new Uint8ClampedArray([0, 0, 0, 0])
    flattenOnBackground(pixels, [0, 51, 102])
    expect([...pixels]).toEqual([0, 51, 102, 255])
  })
})

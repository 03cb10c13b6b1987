import { describe, expect, it } from 'vitest'
import { clampQuality, downloadName, isImageFile, savingPercent } from './output-formats'

describe('image output rules', () => {
  it.each([
    [92, 92],
    [0, 1],
    [-5, 1],
    [100, 100],
    [250, 100],
    [55.6, 56],
    [Number.NaN, 92],
  ])('clamps quality %d to %d', (input, output) => {
    expect(clampQuality(input)).toBe(output)
  })

  it.each([
    ['photo.jpeg', 'image/png', 'photo.png'],
    ['holiday.photo.png', 'image/jpeg', 'holiday.photo.jpg'],
    ['scan.bmp', 'image/webp', 'scan.webp'],
    ['logo.svg', 'image/avif', 'logo.avif'],
    ['noextension', 'image/png', 'noextension.png'],
    ['.png', 'image/jpeg', 'converted-image.jpg'],
    [undefined, 'image/png', 'converted-image.png'],
  ] as const)('names %s as %s → %s', (name, type, expected) => {
    expect(downloadName(name, type)).toBe(expected)
  })

  it('accepts only image types', () => {
    expect(isImageFile({ type: 'image/heic' })).toBe(true)
    expect(isImageFile({ type: 'image/svg+xml' })).toBe(true)
    expect(isImageFile({ type: 'text/plain' })).toBe(false)
    expect(isImageFile({ type: '' })).toBe(false)
  })

  it('reports the saving in percent', () => {
    expect(savingPercent(1000, 250)).toBe(75)
    expect(savingPercent(1000, 1100)).toBe(-10)
  })
})

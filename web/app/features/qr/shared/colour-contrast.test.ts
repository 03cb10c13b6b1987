import { describe, expect, it } from 'vitest'
import { colourWarning, contrastRatio, parseHexColour } from './colour-contrast'

describe('colour contrast', () => {
  it('parses short and long hex colours', () => {
    expect(parseHexColour('#fff')).toEqual([255, 255, 255])
    expect(parseHexColour('#1a2B3c')).toEqual([26, 43, 60])
    expect(parseHexColour('blue')).toBeNull()
  })

  it('gives black on white 21:1 and a colour on itself 1:1', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5)
    expect(contrastRatio([120, 30, 200], [120, 30, 200])).toBe(1)
  })

  it('accepts the defaults and warns about close or inverted colours', () => {
    expect(colourWarning('#000000', '#ffffff')).toBeNull()
    expect(colourWarning('#777777', '#888888')).toMatch(
      /^The dark and light colours are too close \(contrast 1\.3:1\)/,
    )
    expect(colourWarning('#ffffff', '#000000')).toMatch(/lighter than the background/)
  })
})

import QRCode from 'qrcode'
import { describe, expect, it } from 'vitest'
import { roundedCorners, roundedModulesPath, roundedQrSvg } from './rounded-modules'

/** A dark-module test over a picture like ['##.', '.#.'] ('#' dark; outside is light). */
function darkIn(picture: string[]) {
  return (row: number, column: number) => picture[row]?.[column] === '#'
}

describe('roundedCorners', () => {
  it('rounds all four corners of a lone module', () => {
    expect(roundedCorners(darkIn(['...', '.#.', '...']), 1, 1)).toEqual({
      topLeft: true,
      topRight: true,
      bottomRight: true,
      bottomLeft: true,
    })
  })

  it('keeps the corners square where a dark neighbour joins on either edge', () => {
    // The end of a horizontal run: joined on the left, so only its right corners are rounded.
    expect(roundedCorners(darkIn(['##']), 0, 1)).toEqual({
      topLeft: false,
      topRight: true,
      bottomRight: true,
      bottomLeft: false,
    })
    // The corner of an L: a neighbour below and one to the right leave only the top-left rounded.
    expect(roundedCorners(darkIn(['##', '#.']), 0, 0)).toEqual({
      topLeft: true,
      topRight: false,
      bottomRight: false,
      bottomLeft: false,
    })
  })

  it('rounds a corner that meets a dark module only diagonally', () => {
    expect(roundedCorners(darkIn(['#.', '.#']), 1, 1)).toMatchObject({ topLeft: true })
  })
})

describe('roundedModulesPath', () => {
  it('draws a lone module as a circle, shifted by the margin', () => {
    expect(roundedModulesPath({ size: 1, data: [1] }, 2)).toBe(
      'M2.5 2a.5 .5 0 0 1 .5 .5a.5 .5 0 0 1 -.5 .5a.5 .5 0 0 1 -.5 -.5a.5 .5 0 0 1 .5 -.5z',
    )
  })

  it('draws two joined modules as a pill: square where they meet', () => {
    expect(roundedModulesPath({ size: 2, data: [1, 1, 0, 0] }, 0)).toBe(
      'M.5 0h.5v1h-.5a.5 .5 0 0 1 -.5 -.5a.5 .5 0 0 1 .5 -.5z' +
        'M1 0h.5a.5 .5 0 0 1 .5 .5a.5 .5 0 0 1 -.5 .5h-.5v-1z',
    )
  })

  it('outlines every dark module of a real code once, each ending where it started', () => {
    const { modules } = QRCode.create('https://example.com', { errorCorrectionLevel: 'H' })
    const path = roundedModulesPath(modules, 4)
    const darkCount = Array.from(modules.data).filter(Boolean).length
    const outlines = path.split('M').slice(1)
    expect(outlines).toHaveLength(darkCount)
    // The finder pattern's outer corner (module 0, 0) is rounded: its outline starts half a module in.
    expect(outlines[0]).toMatch(/^4\.5 4h/)
    for (const outline of outlines) {
      const [x, y] = outline.split(/[a-z]/)[0]!.split(' ').map(Number)
      const end = endPoint(outline)
      expect([end.x, end.y]).toEqual([x, y])
    }
  })
})

/** Follows one outline's relative commands (h, v, a) from its start to where it ends before `z`. */
function endPoint(outline: string): { x: number; y: number } {
  const [start, ...commands] = outline.replace(/z$/, '').split(/(?=[hva])/)
  const [startX, startY] = start!.split(' ').map(Number)
  let x = startX!
  let y = startY!
  for (const command of commands) {
    const numbers = command.slice(1).trim().split(/\s+/).map(Number)
    if (command[0] === 'h') x += numbers[0]!
    else if (command[0] === 'v') y += numbers[0]!
    else {
      x += numbers[5]!
      y += numbers[6]!
    }
  }
  return { x, y }
}

describe('roundedQrSvg', () => {
  it('puts the light square and the rounded path in an SVG of the asked width', () => {
    const svg = roundedQrSvg({ size: 1, data: [1] }, 1, 24, { dark: '#112233', light: '#ffffff' })
    expect(svg).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 3 3">' +
        '<rect width="3" height="3" fill="#ffffff"/>' +
        `<path fill="#112233" d="${roundedModulesPath({ size: 1, data: [1] }, 1)}"/></svg>\n`,
    )
  })
})

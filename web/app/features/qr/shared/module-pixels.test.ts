import QRCode from 'qrcode'
import { describe, expect, it } from 'vitest'
import { modulePixels } from './module-pixels'

describe('modulePixels', () => {
  it('paints dark modules dark and the margin light, one pixel per module', () => {
    const modules = { size: 2, data: [1, 0, 0, 1] }
    const { side, rgba } = modulePixels(modules, 1, [0, 0, 0], [255, 255, 255])
    expect(side).toBe(4)
    const isDark = (x: number, y: number) => rgba[(y * side + x) * 4] === 0
    const grid = [0, 1, 2, 3].map((y) => [0, 1, 2, 3].map((x) => (isDark(x, y) ? '#' : '.')).join(''))
    expect(grid).toEqual(['....', '.#..', '..#.', '....'])
    expect(rgba[3]).toBe(255)
  })

  it('matches the module matrix of a real code, finder pattern included', () => {
    const { modules } = QRCode.create('https://example.com', { errorCorrectionLevel: 'H' })
    const { side, rgba } = modulePixels(modules, 2, [10, 20, 30], [250, 240, 230])
    expect(side).toBe(modules.size + 4)
    // The top-left finder pattern starts with 7 dark modules right after the margin.
    const firstRow = Array.from({ length: 9 }, (_, x) => rgba[(2 * side + 2 + x) * 4])
    expect(firstRow).toEqual([10, 10, 10, 10, 10, 10, 10, 250, modules.get(0, 8) ? 10 : 250])
  })
})

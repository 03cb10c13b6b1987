import { describe, expect, it } from 'vitest'
import { logoLayout, svgLogoElements } from './logo-layout'

describe('logoLayout', () => {
  const defaults = { sizePercent: 20, paddingPercent: 10, badge: true, rounded: true }

  it('centres a square logo at 20 % with a 10 % badge padding', () => {
    const layout = logoLayout(400, 1, defaults)
    expect(layout.logo).toEqual({ x: 160, y: 160, width: 80, height: 80 })
    expect(layout.badge).toEqual({
      x: 152,
      y: 152,
      width: 96,
      height: 96,
      cornerRadius: expect.closeTo(19.2, 9),
    })
  })

  it('fits a wide logo inside its box and squares off the badge when not rounded', () => {
    const layout = logoLayout(400, 2, { ...defaults, rounded: false })
    expect(layout.logo).toEqual({ x: 160, y: 180, width: 80, height: 40 })
    expect(layout.badge?.cornerRadius).toBe(0)
  })

  it('clamps size to 8-30 % and padding to 0-30 %, and drops the badge when off', () => {
    expect(logoLayout(100, 1, { ...defaults, sizePercent: 90 }).logo.width).toBe(30)
    expect(logoLayout(100, 1, { ...defaults, sizePercent: 1 }).logo.width).toBe(8)
    expect(logoLayout(100, 1, { ...defaults, paddingPercent: 80 }).badge?.width).toBe(20 + 2 * 6)
    expect(logoLayout(100, 1, { ...defaults, badge: false }).badge).toBeNull()
  })
})

describe('svgLogoElements', () => {
  it('puts the badge, then the logo, at the layout in viewBox units', () => {
    const layout = logoLayout(29, 1, { sizePercent: 20, paddingPercent: 10, badge: true, rounded: false })
    expect(svgLogoElements(layout, '#ffffff', 'data:image/png;base64,AAAA')).toBe(
      '<rect x="11.02" y="11.02" width="6.96" height="6.96" rx="0" fill="#ffffff"/>' +
        '<image x="11.6" y="11.6" width="5.8" height="5.8" preserveAspectRatio="xMidYMid meet" ' +
        'href="data:image/png;base64,AAAA"/>',
    )
  })

  it('leaves the badge out when it is off', () => {
    const layout = logoLayout(29, 1, { sizePercent: 20, paddingPercent: 10, badge: false, rounded: false })
    expect(svgLogoElements(layout, '#ffffff', 'data:x')).toMatch(/^<image /)
  })
})

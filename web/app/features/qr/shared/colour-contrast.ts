/**
 * Phone cameras need the dark modules clearly darker than the background. The WCAG contrast ratio is a
 * fair proxy for that; below MIN_SCANNABLE_CONTRAST many scanners start to miss codes.
 */
export const MIN_SCANNABLE_CONTRAST = 3

/** Parses #rgb or #rrggbb (what <input type="color"> and people type) into 0-255 channels. */
export function parseHexColour(hex: string): [number, number, number] | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim())
  if (!match) return null
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join('') : match[1]!
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number]
}

function relativeLuminance([r, g, b]: [number, number, number]): number {
  const linear = (channel: number) => {
    const c = channel / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/** The WCAG 2 contrast ratio of two colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(a: [number, number, number], b: [number, number, number]): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ]
  return (lighter + 0.05) / (darker + 0.05)
}

/** A sentence warning that the chosen colours may not scan, or null when they are fine. */
export function colourWarning(darkColor: string, lightColor: string): string | null {
  const dark = parseHexColour(darkColor)
  const light = parseHexColour(lightColor)
  if (!dark || !light) return 'Pick the dark and light colours as hex values, like #000000.'
  const ratio = contrastRatio(dark, light)
  if (ratio < MIN_SCANNABLE_CONTRAST) {
    return `The dark and light colours are too close (contrast ${ratio.toFixed(1)}:1); aim for at least ${MIN_SCANNABLE_CONTRAST}:1 so phones can read the code.`
  }
  if (relativeLuminance(dark) > relativeLuminance(light)) {
    return 'The dark colour is lighter than the background; many scanners cannot read inverted codes.'
  }
  return null
}

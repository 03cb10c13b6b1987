/**
 * The "Rounded" module style (docs/product.md#qr-code-generator): each dark module is a square whose
 * corners are rounded unless a dark neighbour meets it there, so runs of modules join into rounded
 * shapes and a lone module becomes a dot. Readers sample module centres, which stay dark.
 */

export interface RoundedCorners {
  topLeft: boolean
  topRight: boolean
  bottomRight: boolean
  bottomLeft: boolean
}

/** Half a module: a module with all four corners rounded is a full circle. */
const CORNER_RADIUS = 0.5

/**
 * Which corners of the dark module at (`row`, `column`) to round: a corner is rounded when neither
 * module beside it on that corner's two edges is dark (outside the matrix counts as light).
 */
export function roundedCorners(
  isDark: (row: number, column: number) => boolean,
  row: number,
  column: number,
) {
  const up = isDark(row - 1, column)
  const down = isDark(row + 1, column)
  const left = isDark(row, column - 1)
  const right = isDark(row, column + 1)
  return {
    topLeft: !up && !left,
    topRight: !up && !right,
    bottomRight: !down && !right,
    bottomLeft: !down && !left,
  } satisfies RoundedCorners
}

/**
 * One SVG path (`d`) drawing every dark module in the rounded style, one module per unit, shifted by
 * `margin` units. The same path fills the canvas (as a Path2D, scaled) and the SVG file, so both show
 * the same code.
 */
export function roundedModulesPath(
  modules: { size: number; data: ArrayLike<number | boolean> },
  margin: number,
): string {
  const { size, data } = modules
  const isDark = (row: number, column: number) =>
    row >= 0 && column >= 0 && row < size && column < size && Boolean(data[row * size + column])
  const parts: string[] = []
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      if (isDark(row, column))
        parts.push(moduleOutline(column + margin, row + margin, roundedCorners(isDark, row, column)))
    }
  }
  return parts.join('')
}

/** The clockwise outline of the unit square at (x, y), with quarter-circle arcs at the rounded corners. */
function moduleOutline(x: number, y: number, corners: RoundedCorners): string {
  const r = (rounded: boolean) => (rounded ? CORNER_RADIUS : 0)
  const [topLeft, topRight, bottomRight, bottomLeft] = [
    r(corners.topLeft),
    r(corners.topRight),
    r(corners.bottomRight),
    r(corners.bottomLeft),
  ]
  const arc = (rounded: number, dx: number, dy: number) =>
    rounded ? `a${short(rounded)} ${short(rounded)} 0 0 1 ${short(dx * rounded)} ${short(dy * rounded)}` : ''
  const line = (command: 'h' | 'v', length: number) => (length ? `${command}${short(length)}` : '')
  return (
    `M${short(x + topLeft)} ${y}` +
    line('h', 1 - topLeft - topRight) +
    arc(topRight, 1, 1) +
    line('v', 1 - topRight - bottomRight) +
    arc(bottomRight, -1, 1) +
    line('h', -(1 - bottomRight - bottomLeft)) +
    arc(bottomLeft, -1, -1) +
    line('v', -(1 - bottomLeft - topLeft)) +
    arc(topLeft, 1, -1) +
    'z'
  )
}

/** A number as SVG path text without its leading zero (0.5 → .5): a version 40 code has 15,000 outlines. */
function short(value: number): string {
  return String(value).replace(/^(-?)0\./, '$1.')
}

/** The rounded-style code as an SVG file `width` pixels wide: a light square, then the dark modules. */
export function roundedQrSvg(
  modules: { size: number; data: ArrayLike<number | boolean> },
  margin: number,
  width: number,
  colours: { dark: string; light: string },
): string {
  const side = modules.size + 2 * margin
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width}" viewBox="0 0 ${side} ${side}">` +
    `<rect width="${side}" height="${side}" fill="${colours.light}"/>` +
    `<path fill="${colours.dark}" d="${roundedModulesPath(modules, margin)}"/></svg>\n`
  )
}

import { BADGE_PADDING_RANGE, LOGO_SIZE_RANGE, clampToRange, type LogoStyle } from './qr-settings'

export interface Box {
  x: number
  y: number
  width: number
  height: number
}

export interface LogoLayout {
  /** The light square behind the logo, or null when the badge is off. */
  badge: (Box & { cornerRadius: number }) | null
  logo: Box
}

/**
 * Where the logo goes on a square QR image of `imageSize` pixels: centred, its longer side `sizePercent`
 * of the image, the badge `paddingPercent` of the logo's box larger on each side.
 */
export function logoLayout(
  imageSize: number,
  logoAspect: number,
  style: Pick<LogoStyle, 'sizePercent' | 'paddingPercent' | 'badge' | 'rounded'>,
): LogoLayout {
  const box = (imageSize * clampToRange(style.sizePercent, LOGO_SIZE_RANGE, 20)) / 100
  const width = logoAspect >= 1 ? box : box * logoAspect
  const height = logoAspect >= 1 ? box / logoAspect : box
  const centre = imageSize / 2
  const logo = { x: centre - width / 2, y: centre - height / 2, width, height }
  if (!style.badge) return { badge: null, logo }
  const padding = (box * clampToRange(style.paddingPercent, BADGE_PADDING_RANGE, 10)) / 100
  const side = box + 2 * padding
  return {
    badge: {
      x: centre - side / 2,
      y: centre - side / 2,
      width: side,
      height: side,
      cornerRadius: style.rounded ? side * 0.2 : 0,
    },
    logo,
  }
}

/**
 * The logo as SVG elements in a code's viewBox units (`layout` made for an image of that many units): the
 * badge in the light colour, then the logo picture from `href` (a data URL, so the file stands alone).
 */
export function svgLogoElements(layout: LogoLayout, lightColour: string, href: string): string {
  const { badge, logo } = layout
  const n = (value: number) => Number(value.toFixed(3))
  const rect = badge
    ? `<rect x="${n(badge.x)}" y="${n(badge.y)}" width="${n(badge.width)}" height="${n(badge.height)}" rx="${n(badge.cornerRadius)}" fill="${lightColour}"/>`
    : ''
  return (
    rect +
    `<image x="${n(logo.x)}" y="${n(logo.y)}" width="${n(logo.width)}" height="${n(logo.height)}" ` +
    `preserveAspectRatio="xMidYMid meet" href="${href}"/>`
  )
}

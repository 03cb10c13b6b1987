import { ERROR_LEVELS, DEFAULT_STYLE, MODULE_SHAPES, PNG_SIZES, type QrStyle } from './qr-settings'

/** The localStorage key under which the QR page remembers its style between visits. */
export const REMEMBERED_STYLE_KEY = 'qr-style'

const HEX_COLOUR = /^#[0-9a-f]{6}$/i

/**
 * The style saved by an earlier visit, field by field: anything missing, mistyped or from an older
 * version falls back to the default, so a stale entry never breaks the page.
 */
export function readRememberedStyle(saved: string | null): QrStyle {
  let value: Record<string, unknown> = {}
  try {
    const parsed: unknown = saved ? JSON.parse(saved) : {}
    if (parsed && typeof parsed === 'object') value = parsed as Record<string, unknown>
  } catch {
    return DEFAULT_STYLE
  }
  const colour = (field: unknown, fallback: string) =>
    typeof field === 'string' && HEX_COLOUR.test(field) ? field : fallback
  const number = (field: unknown, fallback: number) =>
    typeof field === 'number' && Number.isFinite(field) ? field : fallback
  return {
    errorLevel: ERROR_LEVELS.find((level) => level === value.errorLevel) ?? DEFAULT_STYLE.errorLevel,
    margin: number(value.margin, DEFAULT_STYLE.margin),
    scale: number(value.scale, DEFAULT_STYLE.scale),
    darkColor: colour(value.darkColor, DEFAULT_STYLE.darkColor),
    lightColor: colour(value.lightColor, DEFAULT_STYLE.lightColor),
    moduleShape: MODULE_SHAPES.find((shape) => shape === value.moduleShape) ?? DEFAULT_STYLE.moduleShape,
    pngSize: PNG_SIZES.find((size) => size === value.pngSize) ?? DEFAULT_STYLE.pngSize,
  }
}

import {
  clampQuality,
  defaultQuality,
  lossyTypes,
  outputTypes,
  type LossyType,
  type OutputType,
} from './output-formats'
import { defaultBackground } from './background'
import { maxSide } from './resize'

/** The converter's choices, remembered between visits in localStorage under `settingsKey`. */
export interface ImageSettings {
  type: OutputType
  /** Each lossy format's own quality, so a format never inherits another's scale. */
  quality: Record<LossyType, number>
  /** Resize to this width and/or height (null: keep), aspect kept. */
  width: number | null
  height: number | null
  /** Let a smaller image grow to the asked size (off: it keeps its own size). */
  enlarge: boolean
  /** Keep the photo's EXIF (minus location) in a JPEG output; off by default, for privacy. */
  keepMetadata: boolean
  /** The colour under transparent pixels in a format without alpha (JPEG), as #rrggbb. */
  background: string
}

export const settingsKey = 'image-converter-settings'

export const defaultSettings: ImageSettings = {
  type: 'image/png',
  quality: { ...defaultQuality },
  width: null,
  height: null,
  enlarge: false,
  keepMetadata: false,
  background: defaultBackground,
}

/** Stored settings, each field checked on its own: a missing, old or tampered one takes its default. */
export function parseSettings(stored: string | null): ImageSettings {
  let value: Record<string, unknown> = {}
  try {
    const parsed: unknown = JSON.parse(stored ?? '{}')
    if (typeof parsed === 'object' && parsed !== null) value = parsed as Record<string, unknown>
  } catch {
    return defaultSettings
  }
  const side = (input: unknown) =>
    typeof input === 'number' && Number.isInteger(input) && input >= 1 && input <= maxSide ? input : null
  return {
    type: (outputTypes as readonly unknown[]).includes(value.type)
      ? (value.type as OutputType)
      : defaultSettings.type,
    quality: parseQualities(value.quality),
    width: side(value.width),
    height: side(value.height),
    enlarge: value.enlarge === true,
    keepMetadata: value.keepMetadata === true,
    background:
      typeof value.background === 'string' && /^#[0-9a-f]{6}$/i.test(value.background)
        ? value.background.toLowerCase()
        : defaultBackground,
  }
}

function parseQualities(stored: unknown): Record<LossyType, number> {
  const qualities = { ...defaultQuality }
  if (typeof stored !== 'object' || stored === null) return qualities
  for (const type of lossyTypes) {
    const quality = (stored as Record<string, unknown>)[type]
    if (typeof quality === 'number') qualities[type] = clampQuality(quality)
  }
  return qualities
}

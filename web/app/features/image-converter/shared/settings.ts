import { clampQuality, outputTypes, qualitySlider, type OutputType } from './output-formats'
import { maxSide } from './resize'

/** The converter's choices, remembered between visits in localStorage under `settingsKey`. */
export interface ImageSettings {
  type: OutputType
  quality: number
  /** Resize to this width and/or height (null: keep), aspect kept. */
  width: number | null
  height: number | null
  /** Keep the photo's EXIF (minus location) in a JPEG output; off by default, for privacy. */
  keepMetadata: boolean
}

export const settingsKey = 'image-converter-settings'

export const defaultSettings: ImageSettings = {
  type: 'image/png',
  quality: qualitySlider.default,
  width: null,
  height: null,
  keepMetadata: false,
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
    quality: typeof value.quality === 'number' ? clampQuality(value.quality) : defaultSettings.quality,
    width: side(value.width),
    height: side(value.height),
    keepMetadata: value.keepMetadata === true,
  }
}

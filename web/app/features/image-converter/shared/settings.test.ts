import { describe, expect, it } from 'vitest'
import { defaultSettings, parseSettings } from './settings'

describe('remembered image settings', () => {
  it('reads back what was stored', () => {
    const settings = {
      type: 'image/webp',
      quality: { 'image/jpeg': 80, 'image/webp': 70, 'image/avif': 60 },
      width: 800,
      height: null,
      enlarge: true,
      keepMetadata: true,
      background: '#336699',
    }
    expect(parseSettings(JSON.stringify(settings))).toEqual(settings)
  })

  it('falls back to the defaults for nothing stored or broken JSON', () => {
    expect(parseSettings(null)).toEqual(defaultSettings)
    expect(parseSettings('{oops')).toEqual(defaultSettings)
    expect(parseSettings('42')).toEqual(defaultSettings)
  })

  it('starts each lossy format at its own default quality, and drops the one number stored before', () => {
    expect(parseSettings(JSON.stringify({ quality: 70 })).quality).toEqual({
      'image/jpeg': 92,
      'image/webp': 92,
      'image/avif': 88,
    })
  })

  it('replaces each bad field on its own', () => {
    const stored = JSON.stringify({
      type: 'image/gif',
      quality: { 'image/jpeg': 400, 'image/webp': 'high' },
      width: -3,
      height: 2.5,
      enlarge: 1,
      keepMetadata: 'yes',
      background: 'red',
    })
    expect(parseSettings(stored)).toEqual({
      ...defaultSettings,
      quality: { ...defaultSettings.quality, 'image/jpeg': 100 },
    })
  })
})

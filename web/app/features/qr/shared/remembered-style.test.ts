import { describe, expect, it } from 'vitest'
import { DEFAULT_STYLE } from './qr-settings'
import { readRememberedStyle } from './remembered-style'

describe('readRememberedStyle', () => {
  it('gives back a saved style', () => {
    const saved = {
      errorLevel: 'Q',
      margin: 4,
      scale: 10,
      darkColor: '#112233',
      lightColor: '#fefefe',
      moduleShape: 'rounded',
      pngSize: 2048,
    }
    expect(readRememberedStyle(JSON.stringify(saved))).toEqual(saved)
  })

  it('loads a style saved before the module shape and PNG size existed, with their defaults', () => {
    const older = { errorLevel: 'Q', margin: 4, scale: 10, darkColor: '#112233', lightColor: '#fefefe' }
    expect(readRememberedStyle(JSON.stringify(older))).toEqual({
      ...older,
      moduleShape: 'square',
      pngSize: 1024,
    })
  })

  it('falls back to the default for nothing saved, broken JSON, or bad fields', () => {
    expect(readRememberedStyle(null)).toEqual(DEFAULT_STYLE)
    expect(readRememberedStyle('{not json')).toEqual(DEFAULT_STYLE)
    expect(
      readRememberedStyle(
        JSON.stringify({
          errorLevel: 'Z',
          margin: 'x',
          darkColor: 'red',
          scale: 5,
          moduleShape: 'star',
          pngSize: 999,
        }),
      ),
    ).toEqual({
      ...DEFAULT_STYLE,
      scale: 5,
    })
  })
})

import { describe, expect, it } from 'vitest'
import QRCode from 'qrcode'
import { RENDER_FAILED, renderFailureMessage } from './render-failure'

describe('renderFailureMessage', () => {
  it('explains data that does not fit even version 40', () => {
    let thrown: unknown
    try {
      QRCode.create('x'.repeat(1300), { errorCorrectionLevel: 'H' })
    } catch (error) {
      thrown = error
    }
    expect(renderFailureMessage(thrown, 'H')).toBe(
      'Too much data for one QR code at level H, even at the largest size (version 40). Shorten the content or pick a lower error level.',
    )
  })

  it('falls back to the generic sentence for anything else', () => {
    expect(renderFailureMessage(new Error('canvas lost'), 'M')).toBe(RENDER_FAILED)
    expect(renderFailureMessage('??', 'M')).toBe('Could not render the QR code.')
  })
})

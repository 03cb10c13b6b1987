import type { ErrorLevel } from './qr-settings'

/** docs/product.md#qr-code-generator: the message for any render failure that has no better explanation. */
export const RENDER_FAILED = 'Could not render the QR code.'

/**
 * The sentence the inline error line shows when rendering fails. The qrcode encoder tries versions 1-40
 * and throws when even version 40 is too small; that case gets a sentence the user can act on.
 */
export function renderFailureMessage(error: unknown, errorLevel: ErrorLevel): string {
  const message = error instanceof Error ? error.message : ''
  if (/amount of data is too big/i.test(message)) {
    const advice =
      errorLevel === 'L' ? 'Shorten the content.' : 'Shorten the content or pick a lower error level.'
    return `Too much data for one QR code at level ${errorLevel}, even at the largest size (version 40). ${advice}`
  }
  return RENDER_FAILED
}

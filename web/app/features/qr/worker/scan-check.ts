import jsQR from 'jsqr'

export type ScanCheck =
  { result: 'exact' } | { result: 'different'; decoded: string } | { result: 'unreadable' }

/**
 * Reads the rendered PNG's pixels back with an independent QR reader (jsQR), the way a phone would,
 * and says whether it gives exactly the encoded text. Catches logos that hide too many modules.
 */
export function checkScan(pixels: ImageData, expectedText: string): ScanCheck {
  // Normal polarity only: many phone scanners still fail on light-on-dark codes.
  const found = jsQR(pixels.data, pixels.width, pixels.height, { inversionAttempts: 'dontInvert' })
  if (!found) return { result: 'unreadable' }
  const decoded = new TextDecoder().decode(Uint8Array.from(found.binaryData))
  return decoded === expectedText ? { result: 'exact' } : { result: 'different', decoded }
}

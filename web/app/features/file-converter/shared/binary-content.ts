/** How much of a file's start is looked at to tell text from binary. */
export const binarySniffBytes = 8192

/**
 * Whether a file's first bytes look binary (an image, archive or office document) rather than text: a NUL
 * byte, which no UTF-8 text holds, as git and grep decide. A UTF-16 text with its BOM is binary to us too,
 * since the converter reads UTF-8 only.
 */
export function looksBinary(start: Uint8Array): boolean {
  return start.subarray(0, binarySniffBytes).includes(0)
}

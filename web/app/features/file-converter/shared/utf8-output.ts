/**
 * A piece of converted output: text, or text already encoded as UTF-8. A Blob takes both as they are, and
 * bytes spare it the encoding of a few hundred megabytes of strings.
 */
export type OutputPart = string | Uint8Array<ArrayBuffer>

/** Bytes gathered before a block is handed over: one Blob part, few enough to keep memory low. */
const blockBytes = 1 << 20
const encoder = new TextEncoder()

/** The whole text of some output parts (for tests and small outputs). */
export function partsText(parts: OutputPart[]): string {
  const decoder = new TextDecoder()
  return parts
    .map((part) => (typeof part === 'string' ? part : decoder.decode(part, { stream: true })))
    .join('')
}

/**
 * Output written straight into UTF-8 byte blocks. The JSON record writers use it: building a string per
 * cell, then the Blob encoding every string again, took most of a CSV → JSON conversion's time.
 */
export function utf8Output() {
  // Allocated at the first write after each take.
  let block = new Uint8Array(0)
  let used = 0
  let filled: Uint8Array<ArrayBuffer>[] = []
  let written = false
  const reserve = (bytes: number) => {
    if (used + bytes <= block.length) return
    if (used > 0) filled.push(block.subarray(0, used))
    block = new Uint8Array(Math.max(blockBytes, bytes))
    used = 0
  }
  return {
    /** Whether anything was written, taken or not. */
    get written() {
      return written
    },
    /** Text encoded once up front (keys, punctuation), written as it is. */
    bytes(encoded: Uint8Array) {
      reserve(encoded.length)
      for (let i = 0; i < encoded.length; i++) block[used + i] = encoded[i]!
      used += encoded.length
      written = true
    },
    /**
     * `before` as it is (a key and its punctuation, encoded once), then a string's contents between the
     * quotes of a JSON string, escaped exactly as JSON.stringify escapes them (a quote, a backslash, a
     * control character, a lone surrogate), as UTF-8. One call per cell: the calls cost as much as the bytes.
     */
    jsonStringAfter(before: Uint8Array, value: string) {
      // At most six bytes per UTF-16 unit (an escape such as \u001f).
      reserve(before.length + value.length * 6)
      // A local for the block: the loop below runs for every character of the output.
      const out = block
      let at = used
      for (let i = 0; i < before.length; i++) out[at++] = before[i]!
      for (let i = 0; i < value.length; i++) {
        const unit = value.charCodeAt(i)
        if (unit >= 0x20 && unit < 0x80 && unit !== 0x22 && unit !== 0x5c) {
          out[at++] = unit
        } else if (unit < 0x80) {
          at = writeEscape(out, at, unit)
        } else if (unit < 0x800) {
          out[at++] = 0xc0 | (unit >> 6)
          out[at++] = 0x80 | (unit & 0x3f)
        } else if (unit < 0xd800 || unit > 0xdfff) {
          out[at++] = 0xe0 | (unit >> 12)
          out[at++] = 0x80 | ((unit >> 6) & 0x3f)
          out[at++] = 0x80 | (unit & 0x3f)
        } else if (unit <= 0xdbff && isLowSurrogate(value.charCodeAt(i + 1))) {
          const point = 0x10000 + ((unit - 0xd800) << 10) + (value.charCodeAt(++i) - 0xdc00)
          out[at++] = 0xf0 | (point >> 18)
          out[at++] = 0x80 | ((point >> 12) & 0x3f)
          out[at++] = 0x80 | ((point >> 6) & 0x3f)
          out[at++] = 0x80 | (point & 0x3f)
        } else {
          at = writeEscape(out, at, unit)
        }
      }
      used = at
      written = true
    },
    /** The blocks written since the last take. */
    take(): Uint8Array<ArrayBuffer>[] {
      if (used > 0) filled.push(block.subarray(0, used))
      // The handed-over blocks now belong to their taker; the next write starts a fresh one.
      block = new Uint8Array(0)
      used = 0
      const taken = filled
      filled = []
      return taken
    },
  }
}

/** JSON.stringify's short escapes; any other unit it escapes is written \u and four lowercase hex digits. */
const shortEscapes: Record<number, number> = {
  0x08: 0x62,
  0x09: 0x74,
  0x0a: 0x6e,
  0x0c: 0x66,
  0x0d: 0x72,
  0x22: 0x22,
  0x5c: 0x5c,
}
const hexDigits = encoder.encode('0123456789abcdef')

/** Writes the escape of one UTF-16 unit at `at`; returns where the next byte goes. */
function writeEscape(block: Uint8Array, at: number, unit: number): number {
  block[at++] = 0x5c
  const short = shortEscapes[unit]
  if (short !== undefined) {
    block[at++] = short
    return at
  }
  block[at++] = 0x75
  for (let shift = 12; shift >= 0; shift -= 4) block[at++] = hexDigits[(unit >> shift) & 0xf]!
  return at
}

function isLowSurrogate(unit: number): boolean {
  return unit >= 0xdc00 && unit <= 0xdfff
}

/** Text encoded once, to be written many times with bytes(). */
export function encoded(text: string): Uint8Array {
  return encoder.encode(text)
}

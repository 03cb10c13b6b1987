const byteOrderMark = [0xef, 0xbb, 0xbf]

export interface WholeCharacters {
  /** The next bytes of the text, in order; a chunk may end anywhere, even inside a character. */
  write(chunk: Uint8Array): void
  /** The text has ended: what was held back is handed on, a character cut off at the end included. */
  end(): void
  /** Whether bytes are held back, waiting for the rest of their character (or of a byte order mark). */
  holding(): boolean
}

/**
 * Hands the UTF-8 bytes of a text, arriving in chunks cut anywhere, to `onBytes` in runs of whole characters:
 * the start of a character cut off at a chunk's end is held back for the next chunk. With `fromFileStart`,
 * up to two byte order marks (the decoder's and the reader's) are dropped from the start, its first bytes
 * held back until the marks can be told.
 */
export function wholeCharacters(
  fromFileStart: boolean,
  onBytes: (bytes: Uint8Array) => void,
): WholeCharacters {
  let held: Uint8Array = new Uint8Array(0)
  let marksLeft = fromFileStart ? 2 : 0

  const take = (chunk: Uint8Array, last: boolean) => {
    let bytes = held.length === 0 ? chunk : joined(held, chunk)
    held = new Uint8Array(0)
    if (marksLeft > 0) {
      const rest = withoutByteOrderMarks(bytes, marksLeft, last)
      if (rest === null) {
        held = bytes
        return
      }
      marksLeft = 0
      bytes = rest
    }
    const whole = last ? bytes.length : bytes.length - cutCharacterBytes(bytes)
    if (whole < bytes.length) held = bytes.slice(whole)
    onBytes(bytes.subarray(0, whole))
  }

  return {
    write: (chunk) => take(chunk, false),
    end: () => take(new Uint8Array(0), true),
    holding: () => held.length > 0,
  }
}

/**
 * `bytes` without up to `marks` byte order marks at their start; null when there are too few bytes yet to
 * tell (and more are to come, unless `last`).
 */
export function withoutByteOrderMarks(bytes: Uint8Array, marks: number, last: boolean): Uint8Array | null {
  let start = 0
  for (let mark = 0; mark < marks; mark++) {
    if (bytes.length - start < byteOrderMark.length && !last) return null
    if (!byteOrderMark.every((byte, k) => bytes[start + k] === byte)) break
    start += byteOrderMark.length
  }
  return bytes.subarray(start)
}

/** Bytes at the end of `bytes` that start a character not yet complete (0 when none). */
export function cutCharacterBytes(bytes: Uint8Array): number {
  for (let back = 1; back <= 3 && back <= bytes.length; back++) {
    const byte = bytes[bytes.length - back]!
    if (byte < 0x80) return 0
    if (byte >= 0xc0) {
      const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2
      return length > back ? back : 0
    }
  }
  return 0
}

function joined(first: Uint8Array, second: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(first.length + second.length)
  bytes.set(first)
  bytes.set(second, first.length)
  return bytes
}

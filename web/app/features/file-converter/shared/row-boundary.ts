const quoteByte = 0x22
const newlineByte = 0x0a

/** Bytes read at a time while looking for a boundary: a few megabytes, so a 1 GB file is never held. */
const scanSliceBytes = 4 << 20

/**
 * The offset of the first row to start at or after byte `from` of a delimited text of `size` bytes: just
 * past the first line feed there with an even number of quotes before it (outside quotes), or null when
 * there is none before the end. A quote byte never occurs inside a UTF-8 multibyte sequence, so the bytes
 * can be counted without decoding them. Quotes that are not at the start of a cell (malformed text the
 * parser reads leniently) can fool the count: the reader of the first part checks that its text ends
 * exactly at a row's end there.
 */
export async function rowStartAfter(
  read: (start: number, end: number) => Promise<Uint8Array>,
  size: number,
  from: number,
  sliceBytes = scanSliceBytes,
): Promise<number | null> {
  let quoted = false
  for (let start = 0; start < size; start += sliceBytes) {
    const bytes = await read(start, Math.min(size, start + sliceBytes))
    // Before `from` only the parity matters; from there on, the first line feed outside quotes.
    const searchFrom = Math.max(0, Math.min(bytes.length, from - start))
    for (let i = 0; i < searchFrom; i++) if (bytes[i] === quoteByte) quoted = !quoted
    for (let i = searchFrom; i < bytes.length; i++) {
      const byte = bytes[i]
      if (byte === quoteByte) quoted = !quoted
      else if (byte === newlineByte && !quoted) return start + i + 1 < size ? start + i + 1 : null
    }
  }
  return null
}

const quoteByte = 0x22
const newlineByte = 0x0a
const returnByte = 0x0d

/** Bytes read at a time while looking for a boundary: a few megabytes, so a 1 GB file is never held. */
const scanSliceBytes = 4 << 20

/** Bytes after the offset searched for a closing quote before counting quotes from the file's start. */
const nearbyBytes = 1 << 20

type ReadBytes = (start: number, end: number) => Promise<Uint8Array>

/**
 * The offset of the first row to start at or after byte `from` of a delimited text of `size` bytes (just
 * past a line feed outside quotes), or null when there is none before the end. A quote byte never occurs
 * inside a UTF-8 multibyte sequence, so the bytes are searched without decoding them. What is inside
 * quotes is told from a closing quote near `from` when there is one, else by counting quotes from the
 * file's start. Malformed quoting (a quote inside an unquoted cell) can fool both: the reader of the part
 * before checks that its text ends exactly at a row's end there.
 */
export async function rowStartAfter(
  read: ReadBytes,
  size: number,
  from: number,
  delimiter: string,
  sliceBytes = scanSliceBytes,
): Promise<number | null> {
  const nearby = await read(from, Math.min(size, from + nearbyBytes))
  const closing = closingQuoteIn(nearby, delimiter.charCodeAt(0))
  if (closing !== -1) {
    const newline = newlineOutsideQuotes(nearby, closing + 1, false)
    if (newline !== -1) return rowStartOrNull(from + newline + 1, size)
  }
  return rowStartByCounting(read, size, from, sliceBytes)
}

/**
 * The first quote in `bytes` that can only close a quoted cell in well-formed text: one after a character
 * of the cell (not a separator, line break or quote) and before a separator or line break. Doubled quotes
 * inside a cell never match, as one of the two follows or precedes a quote. -1 when there is none.
 */
function closingQuoteIn(bytes: Uint8Array, delimiterCode: number): number {
  const endsCell = (byte: number | undefined) =>
    byte === delimiterCode || byte === newlineByte || byte === returnByte
  for (let i = bytes.indexOf(quoteByte, 1); i !== -1; i = bytes.indexOf(quoteByte, i + 1)) {
    const before = bytes[i - 1]!
    if (before !== quoteByte && !endsCell(before) && endsCell(bytes[i + 1])) return i
  }
  return -1
}

/** The first line feed in `bytes` from `start` outside quotes, given whether `start` is inside them; -1 if none. */
function newlineOutsideQuotes(bytes: Uint8Array, start: number, quotedAtStart: boolean): number {
  let quoted = quotedAtStart
  for (let i = start; i < bytes.length; i++) {
    const byte = bytes[i]
    if (byte === quoteByte) quoted = !quoted
    else if (byte === newlineByte && !quoted) return i
  }
  return -1
}

/** The search by counting every quote from the file's start, a slice at a time. */
async function rowStartByCounting(read: ReadBytes, size: number, from: number, sliceBytes: number) {
  let quoted = false
  for (let start = 0; start < size; start += sliceBytes) {
    const bytes = await read(start, Math.min(size, start + sliceBytes))
    // Before `from` only the parity matters; from there on, the first line feed outside quotes.
    const searchFrom = Math.max(0, Math.min(bytes.length, from - start))
    for (let i = 0; i < searchFrom; i++) if (bytes[i] === quoteByte) quoted = !quoted
    const newline = newlineOutsideQuotes(bytes, searchFrom, quoted)
    if (newline !== -1) return rowStartOrNull(start + newline + 1, size)
    for (let i = searchFrom; i < bytes.length; i++) if (bytes[i] === quoteByte) quoted = !quoted
  }
  return null
}

/** A row start, or null at the end of the text (no row left to start). */
function rowStartOrNull(offset: number, size: number): number | null {
  return offset < size ? offset : null
}

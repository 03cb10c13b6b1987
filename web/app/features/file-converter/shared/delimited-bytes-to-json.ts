import type { DelimitedHeader } from './convert-stream'
import { jsonArrayText } from './json-array'
import { columnKeys } from './table'

/**
 * CSV or TSV to JSON records straight from the file's UTF-8 bytes to the output's UTF-8 bytes, without
 * ever making strings of the cells. The output is byte for byte what the text path gives
 * (convertDelimitedStream after a TextDecoder, written as JSON.stringify(records, null, 2) would): the same
 * reading rules (docs/product.md#reading-delimited-text), a malformed UTF-8 sequence written as U+FFFD where
 * the WHATWG decoder would put one, cells escaped as JSON.stringify escapes them. It is the converter's
 * fastest path because the text path spends most of its time turning the file's bytes into strings and
 * the output's strings back into bytes for the download's Blob; here each byte is looked at once and most
 * are copied in runs (decision 019).
 */

const quoteByte = 0x22
const backslashByte = 0x5c
const newlineByte = 0x0a
const returnByte = 0x0d
/** U+FFFD, the replacement character, as UTF-8. */
const replacementBytes = [0xef, 0xbf, 0xbd]
const byteOrderMark = [0xef, 0xbb, 0xbf]

/** Bytes of output gathered before they are handed on. */
const defaultOutputBytes = 1 << 20

// Where the reader is: before a row's first cell, before a later cell, inside an unquoted cell (or the rest
// of a quoted one after its closing quote), inside quotes, or just past a quote inside quotes.
const atRowStart = 0
const atCellStart = 1
const inUnquoted = 2
const inQuoted = 3
const pastQuoteInQuoted = 4

export interface DelimitedJsonOptions {
  header: DelimitedHeader
  /** The bytes start at the file's start: a byte order mark is dropped and the first row (the header) is not a record. */
  fromFileStart: boolean
  /** Write the array's brackets; without them the records alone, as jsonArrayPieces joins parts. */
  brackets: boolean
  /** Takes each piece of output; a new array every time, never written to again. */
  onOutput: (bytes: Uint8Array<ArrayBuffer>) => void
  outputBytes?: number
}

export interface DelimitedJsonWriter {
  /** The next bytes of the text, in order; a chunk may end anywhere, even inside a character. */
  write(bytes: Uint8Array): void
  /** Whether the bytes written so far end exactly at the end of a row. */
  endsRow(): boolean
  /** The text has ended: closes the last row and the array. */
  end(): void
}

export function delimitedBytesToJson({
  header,
  fromFileStart,
  brackets,
  onOutput,
  outputBytes = defaultOutputBytes,
}: DelimitedJsonOptions): DelimitedJsonWriter {
  const delimiterCode = header.delimiter.charCodeAt(0)
  const width = header.names.length
  const keyAt = columnKeys(header.names)
  const encoder = new TextEncoder()
  // What comes before each cell's value, its opening quote included: e.g. ',\n    "name": "'.
  const cellLeads: Uint8Array[] = []
  const cellLead = (position: number) =>
    (cellLeads[position] ??= encoder.encode(
      `${position === 0 ? '\n    ' : ',\n    '}${JSON.stringify(keyAt(position))}: "`,
    ))
  const firstRecordOpen = encoder.encode(`${brackets ? jsonArrayText.open : ''}  {`)
  const laterRecordOpen = encoder.encode(`${jsonArrayText.between}  {`)
  const recordClose = encoder.encode('\n  }')
  const plainInUnquoted = plainBytes(delimiterCode)
  const plainInQuoted = plainBytes(-1)

  let output = new Uint8Array(outputBytes)
  let at = 0
  let state = atRowStart
  let cell = 0
  let recordsWritten = 0
  // The header row is read like any other, then its output taken back.
  let headerRowLeft = fromFileStart
  let headerRowFrom = 0
  // A line feed right after a carriage return is part of the same line end (CRLF).
  let skipNewline = false
  // Bytes held back: the start of a character cut off at a chunk's end, or the first bytes of the file
  // until a byte order mark can be told.
  let held: Uint8Array = new Uint8Array(0)
  let marksLeft = fromFileStart ? 2 : 0

  /** Room for `count` more bytes: the output so far is handed on, except the header row's (taken back). */
  const room = (count: number) => {
    if (at + count <= output.length) return
    if (headerRowLeft || at === 0) {
      const bigger = new Uint8Array(Math.max(output.length * 2, at + count))
      bigger.set(output.subarray(0, at))
      output = bigger
      return
    }
    onOutput(output.subarray(0, at))
    output = new Uint8Array(Math.max(outputBytes, count))
    at = 0
  }
  const put = (bytes: Uint8Array | number[]) => {
    room(bytes.length)
    for (let i = 0; i < bytes.length; i++) output[at++] = bytes[i]!
  }
  /** Copies input[from, to) into the output, a buffer's room at a time. */
  const copy = (input: Uint8Array, from: number, to: number) => {
    while (from < to) {
      room(Math.min(to - from, outputBytes))
      const end = Math.min(to, from + output.length - at)
      if (end - from > 32) {
        output.set(input.subarray(from, end), at)
        at += end - from
      } else {
        for (let i = from; i < end; i++) output[at++] = input[i]!
      }
      from = end
    }
  }
  const putEscaped = (byte: number) => {
    const escape = jsonEscapes[byte]!
    room(escape.length)
    for (let i = 0; i < escape.length; i++) output[at++] = escape[i]!
  }

  const startRow = () => {
    if (headerRowLeft) headerRowFrom = at
    else put(recordsWritten === 0 ? firstRecordOpen : laterRecordOpen)
    cell = 0
  }
  const startCell = () => put(cellLead(cell))
  const endCell = () => {
    room(1)
    output[at++] = quoteByte
    cell++
  }
  const endRow = () => {
    if (headerRowLeft) {
      headerRowLeft = false
      at = headerRowFrom
      return
    }
    for (; cell < width; cell++) {
      put(cellLead(cell))
      room(1)
      output[at++] = quoteByte
    }
    put(recordClose)
    recordsWritten++
  }

  /**
   * Writes the character starting at input[i], a byte from 0x80, checked as the WHATWG UTF-8 decoder checks
   * it; returns where the next one starts. A malformed sequence becomes U+FFFD, and the byte that showed
   * it malformed is read again. A sequence cut off at a chunk's end was held back for the next one, so it
   * runs out only at the end of the text.
   */
  const putCharacter = (input: Uint8Array, i: number): number => {
    const lead = input[i]!
    let needed: number
    let lower = 0x80
    let upper = 0xbf
    if (lead >= 0xc2 && lead <= 0xdf) needed = 1
    else if (lead >= 0xe0 && lead <= 0xef) {
      needed = 2
      if (lead === 0xe0) lower = 0xa0
      else if (lead === 0xed) upper = 0x9f
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      needed = 3
      if (lead === 0xf0) lower = 0x90
      else if (lead === 0xf4) upper = 0x8f
    } else {
      put(replacementBytes)
      return i + 1
    }
    for (let k = 1; k <= needed; k++) {
      const next = input[i + k]
      if (next === undefined || next < lower || next > upper) {
        put(replacementBytes)
        return next === undefined ? input.length : i + k
      }
      lower = 0x80
      upper = 0xbf
    }
    copy(input, i, i + needed + 1)
    return i + needed + 1
  }

  /** Where reading goes on after a carriage return: past its line feed (CRLF), here or at the next chunk's start. */
  const pastReturn = (input: Uint8Array, i: number): number => {
    if (i === input.length) skipNewline = true
    else if (input[i] === newlineByte) return i + 1
    return i
  }

  /** Copies the run of bytes from input[i] that need no escaping; returns where it ends. */
  const copyPlain = (input: Uint8Array, i: number, plain: Uint8Array): number => {
    const start = i
    while (i < input.length && plain[input[i]!] === 1) i++
    copy(input, start, i)
    return i
  }

  /** Writes a byte inside a cell that is not copied as it is: escaped, or the start of a character. */
  const putOther = (input: Uint8Array, i: number): number => {
    const byte = input[i]!
    if (byte >= 0x80) return putCharacter(input, i)
    putEscaped(byte)
    return i + 1
  }

  /** Reads input to its end; the reader's place is kept for the next chunk. */
  const read = (input: Uint8Array) => {
    const length = input.length
    let i = 0
    if (skipNewline && length > 0) {
      skipNewline = false
      if (input[0] === newlineByte) i = 1
    }
    while (i < length) {
      switch (state) {
        case atRowStart:
          startRow()
          state = atCellStart
          break
        case atCellStart:
          startCell()
          if (input[i] === quoteByte) {
            state = inQuoted
            i++
          } else state = inUnquoted
          break
        case inUnquoted: {
          i = copyPlain(input, i, plainInUnquoted)
          if (i === length) break
          const byte = input[i]!
          if (byte === delimiterCode) {
            endCell()
            state = atCellStart
            i++
          } else if (byte === newlineByte || byte === returnByte) {
            endCell()
            endRow()
            state = atRowStart
            i = byte === returnByte ? pastReturn(input, i + 1) : i + 1
          } else i = putOther(input, i)
          break
        }
        case inQuoted: {
          i = copyPlain(input, i, plainInQuoted)
          if (i === length) break
          const byte = input[i]!
          if (byte === quoteByte) {
            state = pastQuoteInQuoted
            i++
          } else i = putOther(input, i) // a CR or LF inside quotes is data: written as it is, escaped
          break
        }
        case pastQuoteInQuoted:
          if (input[i] === quoteByte) {
            putEscaped(quoteByte)
            state = inQuoted
            i++
          } else state = inUnquoted
          break
      }
    }
  }

  /** Drops up to two byte order marks from the file's start (the decoder's and the reader's); null: too few bytes yet. */
  const dropByteOrderMarks = (bytes: Uint8Array, last: boolean): Uint8Array | null => {
    let start = 0
    for (let mark = 0; mark < marksLeft; mark++) {
      if (bytes.length - start < byteOrderMark.length && !last) return null
      if (!byteOrderMark.every((byte, k) => bytes[start + k] === byte)) break
      start += byteOrderMark.length
    }
    marksLeft = 0
    return bytes.subarray(start)
  }

  const take = (chunk: Uint8Array, last: boolean) => {
    let bytes = held.length === 0 ? chunk : joined(held, chunk)
    held = new Uint8Array(0)
    if (marksLeft > 0) {
      const rest = dropByteOrderMarks(bytes, last)
      if (rest === null) {
        held = bytes
        return
      }
      bytes = rest
    }
    const whole = last ? bytes.length : bytes.length - cutCharacterBytes(bytes)
    if (whole < bytes.length) held = bytes.slice(whole)
    read(bytes.subarray(0, whole))
  }

  return {
    write(bytes) {
      take(bytes, false)
    },
    endsRow() {
      return state === atRowStart && held.length === 0 && !skipNewline
    },
    end() {
      take(new Uint8Array(0), true)
      if (state === atCellStart) startCell()
      if (state !== atRowStart) {
        endCell()
        endRow()
      }
      if (brackets) put(encoder.encode(recordsWritten > 0 ? jsonArrayText.close : jsonArrayText.empty))
      if (at > 0) onOutput(output.subarray(0, at))
      output = new Uint8Array(0)
      at = 0
    },
  }
}

/** For each byte, 1 when it is copied as it is inside a cell: printable ASCII but the quote and backslash (and `delimiterCode`). */
function plainBytes(delimiterCode: number): Uint8Array {
  const plain = new Uint8Array(256)
  for (let byte = 0x20; byte < 0x80; byte++) plain[byte] = 1
  plain[quoteByte] = 0
  plain[backslashByte] = 0
  if (delimiterCode >= 0) plain[delimiterCode] = 0
  return plain
}

/** How JSON.stringify writes each ASCII byte it escapes (the rest are left undefined). */
const jsonEscapes: Uint8Array[] = Array.from({ length: 0x80 }, (_, byte) =>
  new TextEncoder().encode(JSON.stringify(String.fromCharCode(byte)).slice(1, -1)),
)

/** Bytes at the end of `bytes` that start a character not yet complete (0 when none). */
function cutCharacterBytes(bytes: Uint8Array): number {
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

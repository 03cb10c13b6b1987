const quoteByte = 0x22
const newlineByte = 0x0a
const returnByte = 0x0d

// Where the scanner is: before a row's first cell, before a later cell, inside an unquoted cell (or the
// rest of a quoted one after its closing quote), inside quotes, or just past a quote inside quotes.
const atRowStart = 0
const atCellStart = 1
const inUnquoted = 2
const inQuoted = 3
const pastQuoteInQuoted = 4

/** What a scanner tells of the rows it reads, in order; a cell's bytes come between startCell and endCell. */
export interface DelimitedByteSink {
  /** For each byte, 1 when the sink writes it as it is: runs of these bytes are handed to copy whole. */
  readonly plainBytes: Uint8Array
  startRow(): void
  startCell(): void
  /** A run of a cell's bytes, input[from, to), each one of plainBytes. */
  copy(input: Uint8Array, from: number, to: number): void
  /**
   * A cell's byte at input[i] that comes alone: one not in plainBytes, or the quote a doubled quote stands
   * for. Returns where the next one starts (past the whole character, for a byte that starts one).
   */
  putOther(input: Uint8Array, i: number): number
  endCell(): void
  endRow(): void
}

export interface DelimitedByteScanner {
  /** The next bytes of the text, cut between characters; the scanner's place is kept for the next ones. */
  read(bytes: Uint8Array): void
  /** Whether the bytes read so far end exactly at the end of a row. */
  endsRow(): boolean
  /** The text has ended: closes the row it ends in, if any. */
  end(): void
}

/**
 * Reads CSV or TSV bytes by the rules of docs/product.md#reading-delimited-text, as `parseDelimited` reads
 * text: double-quoted cells with doubled quotes inside, CRLF, CR or LF line ends outside quotes (inside
 * quotes they are data), text after a closing quote kept in the cell, an unclosed quote running to the end.
 * Each byte is looked at once; runs of plain bytes go to the sink whole.
 */
export function delimitedByteScanner(delimiterCode: number, sink: DelimitedByteSink): DelimitedByteScanner {
  const plainInUnquoted = withoutBytes(sink.plainBytes, [delimiterCode, newlineByte, returnByte])
  const plainInQuoted = withoutBytes(sink.plainBytes, [quoteByte])
  let state = atRowStart
  // A line feed right after a carriage return is part of the same line end (CRLF).
  let skipNewline = false

  /** Where reading goes on after a carriage return: past its line feed (CRLF), here or at the next chunk's start. */
  const pastReturn = (input: Uint8Array, i: number): number => {
    if (i === input.length) skipNewline = true
    else if (input[i] === newlineByte) return i + 1
    return i
  }

  /** Hands the sink the run of plain bytes from input[i]; returns where it ends. */
  const copyPlain = (input: Uint8Array, i: number, plain: Uint8Array): number => {
    const start = i
    while (i < input.length && plain[input[i]!] === 1) i++
    sink.copy(input, start, i)
    return i
  }

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
          sink.startRow()
          state = atCellStart
          break
        case atCellStart:
          sink.startCell()
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
            sink.endCell()
            state = atCellStart
            i++
          } else if (byte === newlineByte || byte === returnByte) {
            sink.endCell()
            sink.endRow()
            state = atRowStart
            i = byte === returnByte ? pastReturn(input, i + 1) : i + 1
          } else i = sink.putOther(input, i)
          break
        }
        case inQuoted: {
          i = copyPlain(input, i, plainInQuoted)
          if (i === length) break
          if (input[i] === quoteByte) {
            state = pastQuoteInQuoted
            i++
          } else i = sink.putOther(input, i) // a CR or LF inside quotes is data, as any other byte
          break
        }
        case pastQuoteInQuoted:
          // A doubled quote is one quote of the cell's data; any other byte follows the closing quote.
          if (input[i] === quoteByte) {
            i = sink.putOther(input, i)
            state = inQuoted
          } else state = inUnquoted
          break
      }
    }
  }

  return {
    read,
    endsRow: () => state === atRowStart && !skipNewline,
    end() {
      if (state === atCellStart) sink.startCell()
      if (state !== atRowStart) {
        sink.endCell()
        sink.endRow()
      }
    },
  }
}

/** A copy of a byte table with `bytes` taken out. */
function withoutBytes(table: Uint8Array, bytes: number[]): Uint8Array {
  const copy = table.slice()
  for (const byte of bytes) copy[byte] = 0
  return copy
}

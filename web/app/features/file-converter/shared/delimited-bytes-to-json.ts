import type { DelimitedHeader } from './convert-stream'
import { delimitedByteScanner } from './delimited-byte-scanner'
import { jsonBytesOutput } from './json-bytes-output'
import { jsonRecordBytes } from './json-record-bytes'
import { wholeCharacters } from './whole-characters'

/**
 * CSV or TSV to JSON records straight from the file's UTF-8 bytes to the output's UTF-8 bytes, without
 * ever making strings of the cells. The output is byte for byte what the text path gives
 * (convertDelimitedStream after a TextDecoder, written as JSON.stringify(records, null, 2) would): the same
 * reading rules (docs/product.md#reading-delimited-text), a malformed UTF-8 sequence written as U+FFFD where
 * the WHATWG decoder would put one, cells escaped as JSON.stringify escapes them. It is the converter's
 * fastest path because the text path spends most of its time turning the file's bytes into strings and
 * the output's strings back into bytes for the download's Blob; here each byte is looked at once and most
 * are copied in runs (decision 019).
 *
 * Its steps, each in its module: the chunks cut into whole characters (byte order marks dropped), the
 * rows scanned from those bytes, each row written as a JSON record, the record bytes gathered into
 * buffers handed on when full.
 */

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
  outputBytes,
}: DelimitedJsonOptions): DelimitedJsonWriter {
  const output = jsonBytesOutput(onOutput, outputBytes)
  const records = jsonRecordBytes({ names: header.names, skipsHeaderRow: fromFileStart, brackets, output })
  const scanner = delimitedByteScanner(header.delimiter.charCodeAt(0), records)
  const characters = wholeCharacters(fromFileStart, scanner.read)
  return {
    write: characters.write,
    endsRow: () => scanner.endsRow() && !characters.holding(),
    end() {
      characters.end()
      scanner.end()
      records.end()
      output.end()
    },
  }
}

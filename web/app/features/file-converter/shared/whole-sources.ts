import { ConversionError, fileConverterMessages as messages } from './messages'
import { textLines, type ProgressListener } from './table'
import type { TableWriter } from './writers'

// The sources read whole (JSON, NDJSON, plain text): parsed into values, or made into a table that is
// written a chunk of rows at a time.

/** Rows handed to a writer at a time when the whole table is already in memory. */
const rowsPerChunk = 20_000

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    throw new ConversionError(messages.invalidJson)
  }
}

/** The values of an NDJSON text, one per non-blank line; a line that is not JSON is named in the error. */
export function parseNdjson(text: string): unknown[] {
  const values: unknown[] = []
  textLines(text).forEach((line, i) => {
    if (line.trim() === '') return
    try {
      values.push(JSON.parse(line))
    } catch {
      throw new ConversionError(messages.invalidNdjsonLine(i + 1))
    }
  })
  return values
}

/** Plain text as a table: one row per line, numbered from 1. */
export function textTable(text: string): { columns: string[]; rows: string[][] } {
  return { columns: ['index', 'value'], rows: textLines(text).map((line, i) => [String(i + 1), line]) }
}

/** A table held whole, written a chunk of rows at a time with the share written so far. */
export function writeTable(
  table: { columns: string[]; rows: string[][] },
  writer: TableWriter,
  onProgress: ProgressListener,
) {
  writer.columns(table.columns)
  for (let start = 0; start < table.rows.length; start += rowsPerChunk) {
    writer.rows(table.rows.slice(start, start + rowsPerChunk))
    onProgress(Math.min(1, (start + rowsPerChunk) / table.rows.length))
  }
  return writer.end()
}

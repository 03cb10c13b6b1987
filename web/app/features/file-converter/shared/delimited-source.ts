import { detectDelimiter, parseDelimited, type Delimiter } from './delimited'
import type { Format } from './formats'
import { ConversionError, fileConverterMessages as messages } from './messages'
import type { ProgressListener } from './table'
import type { TableWriter } from './writers'

/** The separator a delimited source is read with: tab for TSV, the one its first row uses for CSV. */
export function readingDelimiter(format: 'csv' | 'tsv', text: string): Delimiter {
  return format === 'tsv' ? '\t' : detectDelimiter(text)
}

/** A CSV or TSV output of a source already in that format and separator, with nothing to neutralise. */
export function passesThroughUnchanged(
  text: string,
  source: Format,
  target: 'csv' | 'tsv',
  options: { spreadsheetSafe?: boolean },
): boolean {
  const delimiter = target === 'csv' ? ',' : '\t'
  return source === target && readingDelimiter(source, text) === delimiter && !options.spreadsheetSafe
}

/**
 * Streams a delimited source into a writer: the first row read is the header (it must have a non-blank
 * cell), and every later row shorter than it is padded with empty cells.
 */
export function readDelimited(
  text: string,
  delimiter: Delimiter,
  writer: TableWriter,
  onProgress: ProgressListener,
): string[] {
  const table = headedRowsInto(writer)
  parseDelimited(text, delimiter, (rows, charsRead) => {
    table.rows(rows)
    onProgress(charsRead / text.length)
  })
  return table.end()
}

/**
 * Rows read from a delimited source, written as a table: the first row read is the header (it must have a
 * non-blank cell), and every later row shorter than it is padded with empty cells.
 */
export function headedRowsInto(writer: TableWriter): { rows(rows: string[][]): void; end(): string[] } {
  let width = -1
  return {
    rows(rows) {
      let body = rows
      if (width < 0 && rows.length > 0) {
        const header = rows[0]!
        if (header.every((cell) => cell.trim() === '')) throw new ConversionError(messages.missingHeader)
        width = header.length
        writer.columns(header)
        body = rows.slice(1)
      }
      for (const row of body) while (row.length < width) row.push('')
      writer.rows(body)
    },
    end() {
      if (width < 0) throw new ConversionError(messages.missingHeader)
      return writer.end()
    },
  }
}

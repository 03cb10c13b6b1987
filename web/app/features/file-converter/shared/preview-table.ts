import { readingDelimiter } from './delimited-source'
import { parseDelimited } from './delimited'
import type { Format } from './formats'
import { tableFromJson, textLines } from './table'

/** Rows the input preview shows under its header. */
export const previewRowCount = 100

export interface PreviewTable {
  columns: string[]
  rows: string[][]
}

/**
 * The first rows of a table-shaped input (CSV, TSV, JSON, NDJSON) as the converter will read them, for a
 * glance before converting; null for plain text or what cannot be read. `text` may be only the start of
 * a large file: a JSON document cut short shows nothing, a cut NDJSON or CSV line is left out.
 */
export function previewTable(text: string, format: Format): PreviewTable | null {
  switch (format) {
    case 'csv':
    case 'tsv':
      return delimitedPreview(text, readingDelimiter(format, text))
    case 'ndjson':
      return fromJson(ndjsonStart(text))
    case 'json':
      try {
        return fromJson(JSON.parse(text))
      } catch {
        return null
      }
    case 'txt':
      return null
  }
}

/** The sentence above the preview table, its count and verb agreeing. */
export function previewCaption(rowCount: number): string {
  if (rowCount === 0) return 'Only the column names: there are no rows yet.'
  if (rowCount === 1) return 'The first row, as it will be read.'
  return `The first ${rowCount} rows, as they will be read.`
}

function delimitedPreview(text: string, delimiter: ReturnType<typeof readingDelimiter>): PreviewTable | null {
  // Only the text the preview needs is parsed: a little more than 101 lines is enough in all but
  // multi-line cells, which then just show fewer rows.
  const start = textLines(text)
    .slice(0, previewRowCount + 2)
    .join('\n')
  const rows: string[][] = []
  parseDelimited(start, delimiter, (chunk) => rows.push(...chunk))
  const [columns, ...body] = rows
  if (!columns) return null
  return { columns, rows: body.slice(0, previewRowCount) }
}

function ndjsonStart(text: string): unknown[] {
  const values: unknown[] = []
  for (const line of textLines(text)) {
    if (values.length === previewRowCount) break
    if (line.trim() === '') continue
    try {
      values.push(JSON.parse(line))
    } catch {
      break
    }
  }
  return values
}

function fromJson(value: unknown): PreviewTable | null {
  const table = tableFromJson(value)
  return table.rows.length === 0
    ? null
    : { columns: table.columns, rows: table.rows.slice(0, previewRowCount) }
}

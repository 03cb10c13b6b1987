/**
 * The converter's middle ground: a table of text cells, the first row naming the columns. Readers push
 * it into a sink a chunk of rows at a time, so a large file streams through without a full copy.
 */
export interface TableSink {
  columns(names: string[]): void
  rows(rows: string[][]): void
}

/** Called as a table is read, with the share of the input read so far, from 0 to 1. */
export type ProgressListener = (fraction: number) => void

/**
 * A JSON value as a table (docs/product.md#conversions): an array of objects becomes one row per object with
 * the union of their keys as columns; an array of anything else becomes index (from 1) and value rows; a
 * single object becomes key and value rows; a lone primitive one index and value row.
 */
export function tableFromJson(value: unknown): { columns: string[]; rows: string[][] } {
  if (Array.isArray(value)) {
    if (value.length > 0 && value.every(isPlainObject)) return recordsTable(value)
    return { columns: ['index', 'value'], rows: value.map((item, i) => [String(i + 1), cellText(item)]) }
  }
  if (isPlainObject(value)) {
    return {
      columns: ['key', 'value'],
      rows: Object.entries(value).map(([key, item]) => [key, cellText(item)]),
    }
  }
  return { columns: ['index', 'value'], rows: [['1', cellText(value)]] }
}

function recordsTable(records: Record<string, unknown>[]): { columns: string[]; rows: string[][] } {
  const columnSet = new Set<string>()
  for (const record of records) for (const key in record) columnSet.add(key)
  const columns = [...columnSet]
  return { columns, rows: records.map((record) => columns.map((column) => cellText(record[column]))) }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Text stays text, numbers and booleans their literal, nested values their JSON text, null and missing empty. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

/** The lines of a text (CRLF, CR or LF), without the empty one a final line break would leave. */
export function textLines(text: string): string[] {
  const lines = text.split(/\r\n|\r|\n/)
  if (lines.at(-1) === '') lines.pop()
  return lines
}

/**
 * Property names for the cells of a delimited row turned into a JSON object. A header names the fields
 * (docs/product.md#reading-delimited-text); so that no cell is lost, a blank header cell and any cell past
 * the header's end are named column_<position from 1>, and a repeated name gets _2, _3, ... appended.
 */
export function columnKeys(header: string[]): (position: number) => string {
  const keys: string[] = []
  const taken = new Set<string>()
  const claim = (wanted: string) => {
    let key = wanted
    for (let n = 2; taken.has(key); n++) key = `${wanted}_${n}`
    taken.add(key)
    keys.push(key)
  }
  header.forEach((name, i) => claim(name.trim() === '' ? `column_${i + 1}` : name))
  return (position) => {
    while (keys.length <= position) claim(`column_${keys.length + 1}`)
    return keys[position]!
  }
}

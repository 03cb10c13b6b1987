import { detectDelimiter, parseDelimited } from '#app/features/file-converter/shared/delimited.ts'
import { uniqueNames } from '#app/common/files/zip-names.ts'
import { URL_PROBLEM, urlPayload } from './qr-payload'

/** The most codes one batch makes: a ZIP of 1,000 PNGs stays a few megabytes and a minute of work. */
export const BATCH_ROW_LIMIT = 1000

export const BATCH_FORMATS = ['png', 'svg'] as const
export type BatchFormat = (typeof BATCH_FORMATS)[number]

/**
 * A CSV read for the batch: its header names, the data rows below them (padded to the header's width), and
 * each data row's number as a spreadsheet shows it (the header is row 1; blank lines keep their numbers).
 */
export interface BatchTable {
  columns: string[]
  rows: string[][]
  rowNumbers: number[]
}

export type BatchTableResult = { ok: true; table: BatchTable } | { ok: false; problem: string }

/** Reads the CSV text (comma, semicolon or pipe separated; first row is the header). */
export function readBatchCsv(text: string): BatchTableResult {
  const all: string[][] = []
  parseDelimited(text.replace(/^\uFEFF/, ''), detectDelimiter(text), (rows) => all.push(...rows))
  const numbered = all
    .map((cells, index) => ({ cells, number: index + 1 }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''))
  const header = numbered.shift()?.cells
  const rows = numbered.map(({ cells }) => cells)
  if (!header || rows.length === 0)
    return { ok: false, problem: 'The CSV needs a header row and at least one row below it.' }
  if (rows.length > BATCH_ROW_LIMIT)
    return {
      ok: false,
      problem: `The CSV has ${rows.length.toLocaleString('en-US')} rows; one batch makes at most ${BATCH_ROW_LIMIT.toLocaleString('en-US')} codes. Split the file and run it in parts.`,
    }
  const width = Math.max(header.length, ...rows.map((row) => row.length))
  const columns = Array.from({ length: width }, (_, i) => header[i]?.trim() || `Column ${i + 1}`)
  return {
    ok: true,
    table: {
      columns,
      rows: rows.map((row) => columns.map((_, i) => row[i] ?? '')),
      rowNumbers: numbered.map(({ number }) => number),
    },
  }
}

/**
 * The columns picked before the user chooses: content is the first column named like a URL, link, text or
 * content (else the first column); the file name is the first column named like a name or id (else none,
 * and codes are numbered by row).
 */
export function defaultColumns(columns: readonly string[]): { content: number; fileName: number | null } {
  const find = (pattern: RegExp) => columns.findIndex((column) => pattern.test(column))
  const content = find(/url|link|text|content|data|payload/i)
  const fileName = find(/name|file|id|slug|title|label/i)
  const contentColumn = content === -1 ? 0 : content
  return { content: contentColumn, fileName: fileName === -1 || fileName === contentColumn ? null : fileName }
}

/** Characters Windows, macOS or Linux refuse in a file name, control characters, and path separators. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what must go
const UNSAFE_IN_FILE_NAMES = /[<>:"/\\|?*\u0000-\u001f\u007f]+/g
const MAX_BASE_NAME_LENGTH = 80

/** A safe base name from a cell: unsafe characters become "-", no leading dots, at most 80 characters. */
export function safeBaseName(cell: string, fallback: string): string {
  const cleaned = cell
    .replace(UNSAFE_IN_FILE_NAMES, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s-]+/, '')
    .slice(0, MAX_BASE_NAME_LENGTH)
    .replace(/[.\s]+$/, '')
  return cleaned || fallback
}

/** One code to make: its spreadsheet row number (2 is the first row under the header), text and file name. */
export interface BatchItem {
  row: number
  text: string
  fileName: string
}

/** A row that gets no code, and the sentence saying why. */
export interface SkippedRow {
  row: number
  message: string
}

/** A cell written as a link with its scheme, `https://…`: it must parse as single mode's URL does. */
const WITH_SCHEME = /^[a-z][a-z\d+.-]*:\/\//i
/**
 * A bare domain, `example.com/menu`: meant as a link, but a phone reads it as text. Single mode asks for the
 * https:// (docs/product.md#qr-code-generator); so does batch mode.
 */
const BARE_DOMAIN = /^(www\.)?([a-z\d-]+\.)+[a-z]{2,}(:\d+)?([/?#]\S*)?$/i

/** Why a content cell gets no code (empty, or a link single mode would refuse), or null when it is fine. */
export function contentProblem(text: string): string | null {
  if (text === '') return 'The content cell is empty.'
  if (BARE_DOMAIN.test(text)) return URL_PROBLEM
  if (!WITH_SCHEME.test(text)) return null
  const link = urlPayload(text)
  return link.ok ? null : link.problem
}

/**
 * The codes of a table: one per row with usable content, each named from the file-name column (or
 * "qr-<row>"), names made safe and unique in the ZIP. Rows with empty content, or a link without its
 * https://, are returned apart with the reason, to be listed.
 */
export function batchItems(
  table: BatchTable,
  contentColumn: number,
  fileNameColumn: number | null,
  format: BatchFormat,
): { items: BatchItem[]; skipped: SkippedRow[] } {
  const skipped: SkippedRow[] = []
  const kept: { row: number; text: string; base: string }[] = []
  table.rows.forEach((cells, index) => {
    const row = table.rowNumbers[index]!
    const text = cells[contentColumn]?.trim() ?? ''
    const problem = contentProblem(text)
    if (problem) return void skipped.push({ row, message: problem })
    const fallback = `qr-${row}`
    kept.push({
      row,
      text,
      base: fileNameColumn === null ? fallback : safeBaseName(cells[fileNameColumn] ?? '', fallback),
    })
  })
  const names = uniqueNames(kept.map((item) => `${item.base}.${format}`))
  return {
    items: kept.map((item, i) => ({ row: item.row, text: item.text, fileName: names[i]! })),
    skipped,
  }
}

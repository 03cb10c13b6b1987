import { cellWriter } from './delimited'
import type { TextTarget } from './formats'
import { jsonArrayText } from './json-array'
import { columnKeys, type TableSink } from './table'
import { typedValue, type TypedValue } from './typed-values'

/** A sink that collects its output as text parts (one per chunk of rows), ready for a Blob. */
export interface TableWriter extends TableSink {
  /** The parts written since the last take, handed over so a stream need not hold them all. */
  take(): string[]
  /** Closes the output; the parts not yet taken. */
  end(): string[]
}

/** Collected output parts, remembering whether any were written (taken or not). */
function outputParts() {
  let parts: string[] = []
  let written = false
  return {
    get written() {
      return written
    },
    push(part: string) {
      parts.push(part)
      written = true
    },
    take(): string[] {
      const taken = parts
      parts = []
      return taken
    },
  }
}

/** A cell's JSON value: its text, or with `typed` its typed value (see typedValue). */
function cellValue(typed: boolean): (cell: string) => TypedValue {
  return typed ? typedValue : (cell) => cell
}

/**
 * Rows as a JSON array of objects, a chunk at a time; the parts joined are exactly the text that
 * JSON.stringify(records, null, 2) gives for all rows at once. With `typed`, cells are typed (typedValue).
 */
export function recordsJsonWriter(typed = false): TableWriter {
  const valueOf = cellValue(typed)
  const parts = outputParts()
  let keyAt: (position: number) => string = () => ''
  let keysKeepOrder = true
  return {
    columns(names) {
      keyAt = columnKeys(names)
      keysKeepOrder = names.every((_, i) => !reorderedKey(keyAt(i)))
    },
    rows(rows) {
      if (rows.length === 0) return
      const text = keysKeepOrder ? viaObjects(rows, keyAt, valueOf) : viaText(rows, keyAt, valueOf)
      const lead = parts.written ? jsonArrayText.between : jsonArrayText.open
      parts.push(lead + text)
    },
    take: parts.take,
    end() {
      parts.push(parts.written ? jsonArrayText.close : jsonArrayText.empty)
      return parts.take()
    },
  }
}

/**
 * Keys a JS object would not keep in insertion order (integer-like ones are listed first) or would not
 * keep at all (__proto__). Such headers take the slower text path so the columns stay in file order.
 */
function reorderedKey(key: string): boolean {
  return /^(0|[1-9]\d*)$/.test(key) || key === '__proto__'
}

/** The fast path: the engine's own JSON.stringify on plain objects, its "[\n" and "\n]" cut off. */
function viaObjects(
  rows: string[][],
  keyAt: (position: number) => string,
  valueOf: (cell: string) => TypedValue,
): string {
  const records = rows.map((row) => {
    const record: Record<string, TypedValue> = {}
    for (let c = 0; c < row.length; c++) record[keyAt(c)] = valueOf(row[c]!)
    return record
  })
  return JSON.stringify(records, null, 2).slice(2, -2)
}

/** The same text written piece by piece, for keys an object would reorder. */
function viaText(
  rows: string[][],
  keyAt: (position: number) => string,
  valueOf: (cell: string) => TypedValue,
): string {
  const pieces: string[] = []
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r]!
    pieces.push(r === 0 ? '  {' : ',\n  {')
    for (let c = 0; c < row.length; c++) {
      pieces.push(
        c === 0 ? '\n    ' : ',\n    ',
        JSON.stringify(keyAt(c)),
        ': ',
        JSON.stringify(valueOf(row[c]!)),
      )
    }
    pieces.push('\n  }')
  }
  return pieces.join('')
}

/** Rows as NDJSON: one object per line, its keys in the header's order; with `typed`, cells typed. */
export function recordsNdjsonWriter(typed = false): TableWriter {
  const valueOf = cellValue(typed)
  let keyAt: (position: number) => string = () => ''
  const record = (row: string[]) =>
    `{${row.map((cell, c) => `${JSON.stringify(keyAt(c))}:${JSON.stringify(valueOf(cell))}`).join(',')}}`
  return linesWriter(record, (names) => (keyAt = columnKeys(names)))
}

/** Rows as CSV or TSV, one line per row, cells quoted as docs/product.md#conversions says. */
export function delimitedWriter(delimiter: ',' | '\t', spreadsheetSafe = false): TableWriter {
  const writeCell = cellWriter(delimiter, spreadsheetSafe)
  // A row of one empty cell would be an empty line, which readers skip: quote it so the cell survives.
  return linesWriter((row) => (row.length === 1 && row[0] === '' ? '""' : row.map(writeCell).join(delimiter)))
}

/** Rows as plain text: cells joined by a comma and a space, one line per row (header included). */
export function textWriter(): TableWriter {
  return linesWriter((row) => row.join(', '))
}

/**
 * Rows as a GitHub-flavoured Markdown table (docs/product.md#conversions): the header, a `---` line, a
 * line per row. So that every cell stays one cell of text, a pipe is written `\|`, a backslash `\\`, a
 * `<` as `&lt;` and a line break (CRLF, CR or LF) as `<br>`; other Markdown in a cell (*stars*, `ticks`)
 * is left to render.
 */
export function markdownWriter(): TableWriter {
  const lines = linesWriter((row) => `| ${row.map(markdownCell).join(' | ')} |`)
  return { ...lines, columns: (names) => lines.rows([names, names.map(() => '---')]) }
}

function markdownCell(text: string): string {
  return text
    .replace(/[\\|]/g, '\\$&')
    .replaceAll('<', '&lt;')
    .replace(/\r\n?|\n/g, '<br>')
}

/** One line per row; the header is the first line unless `takeColumns` takes it instead. */
function linesWriter(
  formatRow: (row: string[]) => string,
  takeColumns?: (names: string[]) => void,
): TableWriter {
  const parts = outputParts()
  const push = (rows: string[][]) => {
    if (rows.length > 0) parts.push((parts.written ? '\n' : '') + rows.map(formatRow).join('\n'))
  }
  return { columns: takeColumns ?? ((names) => push([names])), rows: push, take: parts.take, end: parts.take }
}

/** The writer for a text target, with the output options that apply to it. */
export function tableWriter(
  target: TextTarget,
  options: { spreadsheetSafe?: boolean; typedValues?: boolean },
): TableWriter {
  switch (target) {
    case 'json':
      return recordsJsonWriter(options.typedValues)
    case 'ndjson':
      return recordsNdjsonWriter(options.typedValues)
    case 'csv':
      return delimitedWriter(',', options.spreadsheetSafe)
    case 'tsv':
      return delimitedWriter('\t', options.spreadsheetSafe)
    case 'txt':
      return textWriter()
    case 'md':
      return markdownWriter()
  }
}

import { cellWriter } from './delimited'
import { columnKeys, type TableSink } from './table'
import { encoded, utf8Output, type OutputPart } from './utf8-output'

/** A sink that collects its output as text parts (one per chunk of rows), ready for a Blob. */
export interface TableWriter extends TableSink {
  /** The parts written since the last take, handed over so a stream need not hold them all. */
  take(): OutputPart[]
  /** Closes the output; the parts not yet taken. */
  end(): OutputPart[]
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

/** Where a record layout puts its punctuation; keys are written as JSON strings between. */
interface RecordLayout {
  /** Before the first record, and between two records. */
  firstRecord: string
  nextRecord: string
  /** Before the first key, and between a value's closing quote and the next key. */
  firstKey: string
  nextKey: string
  /** Between a key and its value's opening quote. */
  keyValue: string
  /** After the last value's closing quote. */
  recordEnd: string
  /** What closes the output: after some records, and with none. */
  end: string
  empty: string
}

/** JSON.stringify(records, null, 2)'s layout. */
const prettyArray: RecordLayout = {
  firstRecord: '[\n  {',
  nextRecord: ',\n  {',
  firstKey: '\n    ',
  nextKey: '",\n    ',
  keyValue: ': "',
  recordEnd: '"\n  }',
  end: '\n]',
  empty: '[]',
}

/** NDJSON: JSON.stringify(record) per record, one a line. */
const lines: RecordLayout = {
  firstRecord: '{',
  nextRecord: '\n{',
  firstKey: '',
  nextKey: '",',
  keyValue: ':"',
  recordEnd: '"}',
  end: '',
  empty: '',
}

/**
 * Rows as a JSON array of objects, a chunk at a time; the parts joined are exactly the text that
 * JSON.stringify(records, null, 2) gives for all rows at once, with the keys in the header's order.
 */
export function recordsJsonWriter(): TableWriter {
  return recordsWriter(prettyArray)
}

/** Rows as NDJSON: one object per line, its keys in the header's order. */
export function recordsNdjsonWriter(): TableWriter {
  return recordsWriter(lines)
}

/**
 * Rows as JSON objects of string values, written as UTF-8 bytes: each key with its punctuation is
 * encoded once per file, each cell's text once. (Objects handed to JSON.stringify would also list
 * number-like keys first; here the columns keep their order whatever their names.)
 */
function recordsWriter(layout: RecordLayout): TableWriter {
  const output = utf8Output()
  const firstRecord = encoded(layout.firstRecord)
  const nextRecord = encoded(layout.nextRecord)
  const recordEnd = encoded(layout.recordEnd)
  let keyAt: (position: number) => string = () => ''
  // Per column: its key with the punctuation before it and the value's opening quote.
  const keyParts: Uint8Array[] = []
  const keyPart = (c: number) =>
    (keyParts[c] ??= encoded(
      (c === 0 ? layout.firstKey : layout.nextKey) + JSON.stringify(keyAt(c)) + layout.keyValue,
    ))
  return {
    columns(names) {
      keyAt = columnKeys(names)
    },
    rows(rows) {
      for (let r = 0; r < rows.length; r++) {
        const row = rows[r]!
        output.bytes(output.written ? nextRecord : firstRecord)
        for (let c = 0; c < row.length; c++) output.jsonStringAfter(keyPart(c), row[c]!)
        output.bytes(recordEnd)
      }
    },
    take: output.take,
    end() {
      const closing = output.written ? layout.end : layout.empty
      return [...output.take(), ...(closing ? [closing] : [])]
    },
  }
}

/** Rows as CSV or TSV, one line per row, cells quoted where the spec requires it. */
export function delimitedWriter(delimiter: ',' | '\t', spreadsheetSafe = false): TableWriter {
  const writeCell = cellWriter(delimiter, spreadsheetSafe)
  // A row of one empty cell would be an empty line, which readers skip: quote it so the cell survives.
  return linesWriter((row) => (row.length === 1 && row[0] === '' ? '""' : row.map(writeCell).join(delimiter)))
}

/** Rows as plain text: cells joined by a comma and a space, one line per row (header included). */
export function textWriter(): TableWriter {
  return linesWriter((row) => row.join(', '))
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

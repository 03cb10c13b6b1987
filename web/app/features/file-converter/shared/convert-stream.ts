import type { OutputOptions } from './convert'
import { headedRowsInto, passesThroughUnchanged, readingDelimiter } from './delimited-source'
import { holdsFirstRow, parseDelimitedRows, type Delimiter } from './delimited'
import { isTextTarget, sniffFormat, type TextTarget } from './formats'
import { ConversionError, fileConverterMessages as messages } from './messages'
import { tableWriter } from './writers'

/** Text gathered before it is parsed: large enough to batch the work, small enough to keep memory low. */
const defaultBatchChars = 1 << 20
/** How many batches a first row may span before the delimiter is judged on what has come. */
const firstRowLimitBatches = 16

/**
 * The source a conversion streams from, or null when it needs the whole text: a CSV or TSV source (named,
 * or detected from `head`, the start of the text) streams row by row into every target, except when it
 * passes through unchanged. JSON is one value and read whole; NDJSON and plain text are read whole too.
 */
export function streamedSource(
  head: string,
  source: string,
  target: string,
  options: OutputOptions,
): 'csv' | 'tsv' | null {
  if (!isTextTarget(target)) return null
  const text = head.startsWith('\uFEFF') ? head.slice(1) : head
  // A cut-off JSON head would not parse and could be taken for CSV; JSON is never streamed.
  const looksLikeJson = '{['.includes(text.trimStart()[0] ?? '{')
  const resolved = source === 'auto' ? (looksLikeJson ? null : sniffFormat(text)) : source
  if (resolved !== 'csv' && resolved !== 'tsv') return null
  if ((target === 'csv' || target === 'tsv') && passesThroughUnchanged(text, resolved, target, options))
    return null
  return resolved
}

/**
 * Converts a CSV or TSV text that arrives in chunks, by the same rules as convert(): rows are parsed as
 * their text arrives and their output handed to `onParts` a batch at a time, so neither the input nor the
 * output is ever held whole.
 */
export async function convertDelimitedStream(
  chunks: AsyncIterable<string>,
  source: 'csv' | 'tsv',
  target: TextTarget,
  options: OutputOptions,
  onParts: (parts: string[]) => void,
  batchChars = defaultBatchChars,
): Promise<void> {
  const writer = tableWriter(target, options)
  const table = headedRowsInto(writer)
  if (options.excelBom && (target === 'csv' || target === 'tsv')) onParts(['\uFEFF'])
  let delimiter: Delimiter | null = null
  // The unfinished last row of the text read so far, read again with the next batch.
  let carry = ''
  const read = (batch: string, final: boolean) => {
    let text = carry + batch
    delimiter ??= readingDelimiter(source, text)
    // A CR at the end may be the first half of a CRLF: keep it for the next batch.
    const heldReturn = !final && text.endsWith('\r') ? '\r' : ''
    if (heldReturn) text = text.slice(0, -1)
    carry = parseDelimitedRows(text, delimiter, table.rows, final) + heldReturn
    onParts(writer.take())
  }
  let batch = ''
  let started = false
  for await (const chunk of chunks) {
    batch += started || batch !== '' ? chunk : chunk.replace(/^\uFEFF/, '')
    if (batch.length < batchChars || (!started && !headerReady(batch, batchChars))) continue
    started = true
    read(batch, false)
    batch = ''
  }
  if (!started && !/\S/.test(batch)) throw new ConversionError(messages.emptyContent)
  read(batch, true)
  onParts(table.end())
}

/** The header row and separator of a delimited file, read from its start to convert the file or a later part of it. */
export interface DelimitedHeader {
  delimiter: Delimiter
  names: string[]
}

/**
 * The header of a delimited text from its start `head`, as the stream reads it (a byte order mark dropped),
 * or null when the head does not hold the whole first row or that row is blank.
 */
export function delimitedHeader(head: string, source: 'csv' | 'tsv'): DelimitedHeader | null {
  const text = head.replace(/^\uFEFF/, '')
  if (!holdsFirstRow(text)) return null
  const delimiter = readingDelimiter(source, text)
  let names: string[] | undefined
  parseDelimitedRows(text, delimiter, (rows) => (names ??= rows[0]), false)
  return names?.some((name) => name.trim() !== '') ? { delimiter, names } : null
}

/**
 * Whether parsing may start: once the header row has ended (its separators tell the delimiter, read as
 * detectDelimiter reads a whole text) and something besides blanks has come (a blank file is empty, not
 * headerless). A first row still open after 16 batches (an unclosed quote) is judged on what has come.
 * Asked only until parsing starts: each regular expression test flattens the batch's joined chunks.
 */
function headerReady(batch: string, batchChars: number): boolean {
  return /\S/.test(batch) && (holdsFirstRow(batch) || batch.length >= firstRowLimitBatches * batchChars)
}

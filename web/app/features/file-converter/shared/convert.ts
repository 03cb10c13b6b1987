import { headedRowsInto, passesThroughUnchanged, readDelimited, readingDelimiter } from './delimited-source'
import { isFormat, isTextTarget, sniffFormat, type Format, type TextTarget } from './formats'
import { ConversionError, fileConverterMessages as messages } from './messages'
import { tableFromJson, textLines, type ProgressListener } from './table'
import { parseJson, parseNdjson, textTable, writeTable } from './whole-sources'
import {
  delimitedWriter,
  markdownWriter,
  recordsJsonWriter,
  recordsNdjsonWriter,
  tableWriter,
  textWriter,
  type TableWriter,
} from './writers'

export interface ConvertInput {
  content: string
  /** 'auto' or a format; anything else is reported as unsupported. */
  source: string
  target: string
  options?: OutputOptions
}

/** Choices for the output. */
export interface OutputOptions {
  /** JSON and NDJSON from CSV or TSV: numbers, booleans and empty cells typed (see typedValue). */
  typedValues?: boolean
  /** Neutralise cells a spreadsheet would run as formulas (see neutralisedCell). */
  spreadsheetSafe?: boolean
  /** Start the file with a UTF-8 byte order mark, so Excel reads it as UTF-8. */
  excelBom?: boolean
}

export interface ConvertOutput {
  source: Format
  target: TextTarget
  /** The output text in parts, to join or to hand to a Blob as they are. */
  parts: string[]
}

/** Converts text between JSON, CSV, TSV and plain text by the rules of docs/product.md#file-converter. */
export function convert(
  { content, source, target, options = {} }: ConvertInput,
  onProgress: ProgressListener = () => {},
): ConvertOutput {
  if (!isTextTarget(target)) throw new ConversionError(messages.unsupportedTarget(target))
  const { text, source: resolved } = readableText(content, source)
  const parts = withExcelBom(convertText(text, resolved, target, options, onProgress), target, options)
  onProgress(1)
  return { source: resolved, target, parts }
}

/** The text without a byte order mark, and its format; a pasted spreadsheet, an unknown format or blank text refused. */
function readableText(content: string, source: string): { text: string; source: Format } {
  if (source === 'xlsx') throw new ConversionError(messages.spreadsheetNeedsFile)
  if (source !== 'auto' && !isFormat(source)) throw new ConversionError(messages.unsupportedSource(source))
  const text = content.startsWith('\uFEFF') ? content.slice(1) : content
  if (!/\S/.test(text)) throw new ConversionError(messages.emptyContent)
  return { text, source: resolveSource(text, source) }
}

function withExcelBom(parts: string[], target: TextTarget, options: OutputOptions): string[] {
  if (options.excelBom && (target === 'csv' || target === 'tsv')) parts.unshift('\uFEFF')
  return parts
}

/** A table: the column names and the rows under them. */
export interface Table {
  columns: string[]
  rows: string[][]
}

/** The table a text holds, as CSV output would write it, for a spreadsheet (docs/product.md#spreadsheets). */
export function tableOf(content: string, source: string): { source: Format; table: Table } {
  const { text, source: resolved } = readableText(content, source)
  const table: Table = { columns: [], rows: [] }
  const collector: TableWriter = {
    columns: (names) => (table.columns = names),
    rows: (rows) => table.rows.push(...rows),
    take: () => [],
    end: () => [],
  }
  toDelimited(text, resolved, collector, () => {})
  return { source: resolved, table }
}

/** A spreadsheet's rows, the first holding the column names, written as a text target (docs/product.md#spreadsheets). */
export function convertRows(rows: string[][], target: TextTarget, options: OutputOptions): string[] {
  const table = headedRowsInto(tableWriter(target, options))
  table.rows(rows)
  return withExcelBom(table.end(), target, options)
}

/** With 'auto', the format the content looks like; plain text when nothing can be told. */
export function resolveSource(text: string, source: Format | 'auto'): Format {
  return source === 'auto' ? (sniffFormat(text) ?? 'txt') : source
}

function convertText(
  text: string,
  source: Format,
  target: TextTarget,
  options: OutputOptions,
  onProgress: ProgressListener,
): string[] {
  switch (target) {
    case 'md':
      return toDelimited(text, source, markdownWriter(), onProgress)
    case 'json':
      return toJson(text, source, options, onProgress)
    case 'csv':
    case 'tsv': {
      if (passesThroughUnchanged(text, source, target, options)) return [text.trimEnd()]
      const delimiter = target === 'csv' ? ',' : '\t'
      return toDelimited(text, source, delimitedWriter(delimiter, options.spreadsheetSafe), onProgress)
    }
    case 'txt':
      return source === 'txt' ? [text] : toText(text, source, onProgress)
    case 'ndjson':
      return source === 'ndjson' ? [text.trimEnd()] : toNdjson(text, source, options, onProgress)
  }
}

/** One JSON value per line: a JSON array gives one line per item, anything else one line. */
function toNdjson(
  text: string,
  source: Format,
  options: OutputOptions,
  onProgress: ProgressListener,
): string[] {
  switch (source) {
    case 'json': {
      const value = parseJson(text)
      return [(Array.isArray(value) ? value : [value]).map((item) => JSON.stringify(item)).join('\n')]
    }
    case 'txt':
      return [
        textLines(text)
          .map((value, i) => JSON.stringify({ index: i + 1, value }))
          .join('\n'),
      ]
    case 'csv':
    case 'tsv':
      return readDelimited(
        text,
        readingDelimiter(source, text),
        recordsNdjsonWriter(options.typedValues),
        onProgress,
      )
    default:
      throw new ConversionError(messages.unsupportedToJson)
  }
}

function toJson(
  text: string,
  source: Format,
  options: OutputOptions,
  onProgress: ProgressListener,
): string[] {
  switch (source) {
    case 'json':
      return [JSON.stringify(parseJson(text), null, 2)]
    case 'ndjson':
      return [JSON.stringify(parseNdjson(text), null, 2)]
    case 'txt':
      return [
        JSON.stringify(
          textLines(text).map((value, i) => ({ index: i + 1, value })),
          null,
          2,
        ),
      ]
    case 'csv':
    case 'tsv':
      return readDelimited(
        text,
        readingDelimiter(source, text),
        recordsJsonWriter(options.typedValues),
        onProgress,
      )
    default:
      throw new ConversionError(messages.unsupportedToJson)
  }
}

function toDelimited(
  text: string,
  source: Format,
  writer: TableWriter,
  onProgress: ProgressListener,
): string[] {
  switch (source) {
    case 'json':
      return writeTable(tableFromJson(parseJson(text)), writer, onProgress)
    case 'ndjson':
      return writeTable(tableFromJson(parseNdjson(text)), writer, onProgress)
    case 'txt':
      return writeTable(textTable(text), writer, onProgress)
    case 'csv':
    case 'tsv':
      return readDelimited(text, readingDelimiter(source, text), writer, onProgress)
    default:
      throw new ConversionError(messages.unsupportedToDelimited)
  }
}

function toText(text: string, source: Format, onProgress: ProgressListener): string[] {
  const writer = textWriter()
  switch (source) {
    case 'json':
      return writeTable(tableFromJson(parseJson(text)), writer, onProgress)
    case 'ndjson':
      return writeTable(tableFromJson(parseNdjson(text)), writer, onProgress)
    case 'csv':
    case 'tsv':
      return readDelimited(text, readingDelimiter(source, text), writer, onProgress)
    default:
      throw new ConversionError(messages.unsupportedToText)
  }
}

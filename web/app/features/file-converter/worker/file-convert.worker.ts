import { expose } from 'comlink'
import { convert, convertRows, tableOf, type OutputOptions } from '../shared/convert'
import { convertDelimitedStream, delimitedHeader, streamedSource } from '../shared/convert-stream'
import { delimitedBytesToJson } from '../shared/delimited-bytes-to-json'
import { convertFilePart, planFileSplit, type FileSplit } from '../shared/file-split'
import { isTextTarget, type FileFormat, type OutputFormat, type TextTarget } from '../shared/formats'
import { ConversionError, fileConverterMessages as messages } from '../shared/messages'
import type { ConvertedPart } from '../shared/split-conversion'
import { decoded, fileReader } from './file-bytes'
import { finished, outputBlob, type OutputBlob } from './output-blob'

export interface ConvertJob {
  /** An uploaded file (read here, never on the page) or pasted text. */
  input: File | string
  source: string
  target: string
  options: OutputOptions
}

export interface ConvertedFile {
  source: FileFormat
  target: OutputFormat
  blob: Blob
  /** The start of the output, for the page to show; the Blob holds all of it. */
  preview: string
  previewTruncated: boolean
}

/** Bytes of an uploaded file read to tell its format and whether it can stream. */
const headBytes = 64 * 1024

/** Sends progress to the page at most once per percent: each report is a message. */
function throttled(report: (fraction: number) => void): (fraction: number) => void {
  let last = -1
  return (fraction) => {
    if (fraction - last < 0.01 && fraction < 1) return
    last = fraction
    void report(fraction)
  }
}

/**
 * A conversion from or to .xlsx (docs/product.md#spreadsheets). The spreadsheet library is imported here,
 * on the first such conversion, so nobody else downloads it (decision 030).
 */
async function convertSpreadsheet(job: ConvertJob): Promise<ConvertedFile> {
  const output = outputBlob()
  const sheets = await import('../shared/xlsx-sheet')
  if (job.source === 'xlsx') {
    if (typeof job.input === 'string') throw new ConversionError(messages.spreadsheetNeedsFile)
    const bytes = new Uint8Array(await job.input.arrayBuffer())
    const rows = sheets.readSheetRows(bytes)
    if (job.target === 'xlsx') output.add([bytes])
    else if (isTextTarget(job.target)) output.add(convertRows(rows, job.target, job.options))
    else throw new ConversionError(messages.unsupportedTarget(job.target))
    return { source: 'xlsx', target: job.target, ...finished(output, job.target) }
  }
  const content = typeof job.input === 'string' ? job.input : await job.input.text()
  const { source, table } = tableOf(content, job.source)
  output.add([sheets.sheetBytes(table, job.options)])
  // A workbook is a ZIP: there is no text to show.
  return { source, target: 'xlsx', ...finished(output, 'xlsx'), preview: '', previewTruncated: false }
}

/** A CSV or TSV file converted as it is read (see streamedSource), into `output`. */
async function convertStreamed(
  job: { file: File; head: string; source: 'csv' | 'tsv'; target: TextTarget; options: OutputOptions },
  output: OutputBlob,
  progress: (fraction: number) => void,
): Promise<void> {
  const bytes = fileReader(job.file, progress)(job.file)
  // To JSON as text, from a file whose head holds its header: straight from bytes to bytes, the fastest
  // path (it never makes strings of the cells, so typed values take the text path).
  const header =
    job.target === 'json' && !job.options.typedValues ? delimitedHeader(job.head, job.source) : null
  if (header) {
    const writer = delimitedBytesToJson({
      header,
      fromFileStart: true,
      brackets: true,
      onOutput: (piece) => output.add([piece]),
    })
    for await (const chunk of bytes) writer.write(chunk)
    writer.end()
  } else {
    await convertDelimitedStream(decoded(bytes), job.source, job.target, job.options, output.add)
  }
}

const api = {
  async convert(job: ConvertJob, onProgress: (fraction: number) => void): Promise<ConvertedFile> {
    if (job.source === 'xlsx' || job.target === 'xlsx') {
      const converted = await convertSpreadsheet(job)
      onProgress(1)
      return converted
    }
    const progress = throttled(onProgress)
    const output = outputBlob()
    if (typeof job.input !== 'string') {
      const file = job.input
      const head = await file.slice(0, headBytes).text()
      const streamed = streamedSource(head, job.source, job.target, job.options)
      if (streamed) {
        const target = job.target as TextTarget
        await convertStreamed(
          { file, head, source: streamed, target, options: job.options },
          output,
          progress,
        )
        return { source: streamed, target, ...finished(output, target) }
      }
    }
    // JSON and other whole-text sources: one native read is faster than a decoder (and drops a UTF-8 BOM).
    const content = typeof job.input === 'string' ? job.input : await job.input.text()
    const { source, target, parts } = convert(
      { content, source: job.source, target: job.target, options: job.options },
      progress,
    )
    output.add(parts)
    return { source, target, ...finished(output, target) }
  },

  /** Nothing: called to start the worker before it is needed. */
  ready(): void {},

  /** Where to cut the job's file for two workers (see planFileSplit). */
  async planSplit(job: ConvertJob): Promise<FileSplit | null> {
    const file = job.input
    if (typeof file === 'string') return null
    const bytes = async (start: number, end: number) =>
      new Uint8Array(await file.slice(start, end).arrayBuffer())
    const head = await file.slice(0, headBytes).text()
    return planFileSplit({ size: file.size, head, bytes }, job)
  },

  /** Converts the first or second part of a file cut by planSplit into JSON records. */
  async convertPart(
    file: File,
    split: FileSplit,
    part: 'first' | 'second',
    onProgress: (fraction: number) => void,
  ): Promise<ConvertedPart> {
    const output = outputBlob()
    const read = fileReader(file, throttled(onProgress))
    const bytes = (start: number, end?: number) => read(file.slice(start, end))
    const end = await convertFilePart(split, part, file.size, bytes, (piece) => output.add([piece]))
    const { blob, preview, truncated, empty } = output.finish()
    return { body: blob, empty, preview, truncated, end }
  },
}

expose(api)

export type Api = typeof api

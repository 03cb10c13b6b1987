import { expose } from 'comlink'
import { convert, type OutputOptions } from '../shared/convert'
import { convertDelimitedStream, streamedSource } from '../shared/convert-stream'
import { convertFilePart, planFileSplit, type FileSplit } from '../shared/file-split'
import { formatMimeTypes, previewChars, type Format } from '../shared/formats'
import type { ConvertedPart } from '../shared/split-conversion'

export interface ConvertJob {
  /** An uploaded file (read here, never on the page) or pasted text. */
  input: File | string
  source: string
  target: string
  options: OutputOptions
}

export interface ConvertedFile {
  source: Format
  target: Format
  blob: Blob
  /** The start of the output, for the page to show; the Blob holds all of it. */
  preview: string
  previewTruncated: boolean
}

/** Output text gathered before it becomes a Blob, which the browser keeps outside the worker's heap. */
const blobChars = 8 << 20

/** Bytes of an uploaded file read to tell its format and whether it can stream. */
const headBytes = 64 * 1024

/** Collects output parts into Blobs a few megabytes at a time, keeping the start of the text as a preview. */
function outputBlob() {
  const blobs: Blob[] = []
  let pending: string[] = []
  let pendingChars = 0
  let preview = ''
  let chars = 0
  return {
    add(parts: string[]) {
      for (const part of parts) {
        if (preview.length < previewChars) preview += part.slice(0, previewChars - preview.length)
        chars += part.length
        pending.push(part)
        pendingChars += part.length
      }
      if (pendingChars < blobChars) return
      blobs.push(new Blob(pending))
      pending = []
      pendingChars = 0
    },
    /** The whole output, its first characters and its length in characters. */
    finish(type = ''): { blob: Blob; preview: string; chars: number } {
      return { blob: new Blob([...blobs, ...pending], { type }), preview, chars }
    },
  }
}

/**
 * A file's bytes decoded as one UTF-8 text, a slice after another, reporting the share of the file read
 * so far. `keepByteOrderMark`: the text is a later part of the file, where U+FEFF is a character.
 */
function fileDecoder(file: File, onProgress: (fraction: number) => void, keepByteOrderMark = false) {
  const decoder = new TextDecoder('utf-8', { ignoreBOM: keepByteOrderMark })
  let bytesRead = 0
  return {
    /** The text of `slice`; `last`: nothing follows it, so bytes of a character cut off at its end are flushed. */
    async *text(slice: Blob, last: boolean): AsyncGenerator<string> {
      const reader = slice.stream().getReader()
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        bytesRead += value.byteLength
        onProgress(bytesRead / file.size)
        yield decoder.decode(value, { stream: true })
      }
      if (last) yield decoder.decode()
    },
  }
}

/** A whole conversion's output as the page gets it. */
function finished(output: ReturnType<typeof outputBlob>, target: Format) {
  const { blob, preview, chars } = output.finish(formatMimeTypes[target])
  return { blob, preview, previewTruncated: chars > previewChars }
}

/** Sends progress to the page at most once per percent: each report is a message. */
function throttled(report: (fraction: number) => void): (fraction: number) => void {
  let last = -1
  return (fraction) => {
    if (fraction - last < 0.01 && fraction < 1) return
    last = fraction
    void report(fraction)
  }
}

const api = {
  async convert(job: ConvertJob, onProgress: (fraction: number) => void): Promise<ConvertedFile> {
    const progress = throttled(onProgress)
    const output = outputBlob()
    if (typeof job.input !== 'string') {
      const file = job.input
      const streamed = streamedSource(
        await file.slice(0, headBytes).text(),
        job.source,
        job.target,
        job.options,
      )
      if (streamed) {
        const target = job.target as Format
        const text = fileDecoder(file, progress).text(file, true)
        await convertDelimitedStream(text, streamed, target, job.options, output.add)
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
    const decoder = fileDecoder(file, throttled(onProgress), part === 'second')
    const text = (start: number, end?: number) => decoder.text(file.slice(start, end), end === undefined)
    const end = await convertFilePart(split, part, file.size, text, output.add)
    const { blob, preview, chars } = output.finish()
    return { body: blob, empty: chars === 0, preview, chars, end }
  },
}

expose(api)

export type Api = typeof api

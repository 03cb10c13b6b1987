import { expose } from 'comlink'
import { convert, type OutputOptions } from '../shared/convert'
import { convertDelimitedStream, streamedSource } from '../shared/convert-stream'
import { formatMimeTypes, previewChars, type Format } from '../shared/formats'

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
  let totalChars = 0
  return {
    add(parts: string[]) {
      for (const part of parts) {
        if (preview.length < previewChars) preview += part.slice(0, previewChars - preview.length)
        totalChars += part.length
        pending.push(part)
        pendingChars += part.length
      }
      if (pendingChars < blobChars) return
      blobs.push(new Blob(pending))
      pending = []
      pendingChars = 0
    },
    finish(target: Format): Omit<ConvertedFile, 'source' | 'target'> {
      const blob = new Blob([...blobs, ...pending], { type: formatMimeTypes[target] })
      return { blob, preview, previewTruncated: totalChars > previewChars }
    },
  }
}

/** The text of a file as it is read, decoded as UTF-8 (a BOM dropped), reporting the share read so far. */
async function* fileText(file: File, onProgress: (fraction: number) => void): AsyncGenerator<string> {
  const reader = file.stream().getReader()
  const decoder = new TextDecoder()
  let bytesRead = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    bytesRead += value.byteLength
    onProgress(bytesRead / file.size)
    yield decoder.decode(value, { stream: true })
  }
  yield decoder.decode()
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
        await convertDelimitedStream(fileText(file, progress), streamed, target, job.options, output.add)
        return { source: streamed, target, ...output.finish(target) }
      }
    }
    // JSON and other whole-text sources: one native read is faster than a decoder (and drops a UTF-8 BOM).
    const content = typeof job.input === 'string' ? job.input : await job.input.text()
    const { source, target, parts } = convert(
      { content, source: job.source, target: job.target, options: job.options },
      progress,
    )
    output.add(parts)
    return { source, target, ...output.finish(target) }
  },
}

expose(api)

export type Api = typeof api

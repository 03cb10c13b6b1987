import { expose } from 'comlink'
import { convert, type OutputOptions } from '../shared/convert'
import { convertDelimitedStream, streamedSource } from '../shared/convert-stream'
import { formatMimeTypes, previewChars, type Format } from '../shared/formats'
import type { OutputPart } from '../shared/utf8-output'

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

/**
 * Output gathered (in characters or bytes) before it becomes a Blob, which the browser keeps outside the
 * worker's heap.
 */
const blobParts = 8 << 20

/** Bytes of an uploaded file read to tell its format and whether it can stream. */
const headBytes = 64 * 1024

/** Collects output parts into Blobs a few megabytes at a time, keeping the start of the text as a preview. */
function outputBlob() {
  const blobs: Blob[] = []
  let pending: OutputPart[] = []
  let pendingSize = 0
  const preview = outputPreview()
  return {
    add(parts: OutputPart[]) {
      for (const part of parts) {
        preview.add(part)
        pending.push(part)
        pendingSize += part.length
      }
      if (pendingSize < blobParts) return
      blobs.push(new Blob(pending))
      pending = []
      pendingSize = 0
    },
    finish(target: Format): Omit<ConvertedFile, 'source' | 'target'> {
      const blob = new Blob([...blobs, ...pending], { type: formatMimeTypes[target] })
      return { blob, preview: preview.text, previewTruncated: preview.truncated }
    },
  }
}

/** The first previewChars characters of the output, whether its parts are text or UTF-8 bytes. */
function outputPreview() {
  const decoder = new TextDecoder()
  let text = ''
  let truncated = false
  return {
    add(part: OutputPart) {
      // Each byte or unit read gives at most one character, so no read overshoots the preview.
      for (let at = 0; at < part.length;) {
        const room = previewChars - text.length
        if (room <= 0) {
          truncated = true
          return
        }
        const piece = part.slice(at, at + room)
        text += typeof piece === 'string' ? piece : decoder.decode(piece, { stream: true })
        at += room
      }
    },
    get text() {
      return text
    },
    get truncated() {
      return truncated
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

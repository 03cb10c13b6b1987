import { expose } from 'comlink'
import { convert, type OutputOptions } from '../shared/convert'
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

function startOf(parts: string[]): { preview: string; previewTruncated: boolean } {
  let preview = ''
  let length = 0
  for (const part of parts) {
    if (preview.length < previewChars) preview += part.slice(0, previewChars - preview.length)
    length += part.length
  }
  return { preview, previewTruncated: length > previewChars }
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
    // One native read is faster than streaming the file through a decoder (and it drops a UTF-8 BOM).
    const content = typeof job.input === 'string' ? job.input : await job.input.text()
    const { source, target, parts } = convert(
      { content, source: job.source, target: job.target, options: job.options },
      throttled(onProgress),
    )
    const blob = new Blob(parts, { type: formatMimeTypes[target] })
    return { source, target, blob, ...startOf(parts) }
  },
}

expose(api)

export type Api = typeof api

import { formatMimeTypes, previewChars, type OutputFormat } from '../shared/formats'

/** Output gathered before it becomes a Blob, which the browser keeps outside the worker's heap. */
const blobSize = 8 << 20

/** Output parts: text, or UTF-8 bytes from the byte path. */
export type OutputPart = string | Uint8Array<ArrayBuffer>

export type OutputBlob = ReturnType<typeof outputBlob>

/** Collects output parts into Blobs a few megabytes at a time, keeping the start of the text as a preview. */
export function outputBlob() {
  const blobs: Blob[] = []
  let pending: OutputPart[] = []
  let pendingSize = 0
  const previewDecoder = new TextDecoder()
  let preview = ''
  let truncated = false
  let empty = true
  const keepPreview = (part: OutputPart) => {
    if (preview.length === previewChars) {
      truncated ||= part.length > 0
      return
    }
    const text = typeof part === 'string' ? part : previewDecoder.decode(part, { stream: true })
    const room = previewChars - preview.length
    preview += text.slice(0, room)
    truncated ||= text.length > room
  }
  return {
    add(parts: OutputPart[]) {
      for (const part of parts) {
        keepPreview(part)
        empty &&= part.length === 0
        pending.push(part)
        pendingSize += part.length
      }
      if (pendingSize < blobSize) return
      blobs.push(new Blob(pending))
      pending = []
      pendingSize = 0
    },
    /** The whole output; its first characters, whether it goes on past them, and whether it is empty. */
    finish(type = '') {
      return { blob: new Blob([...blobs, ...pending], { type }), preview, truncated, empty }
    },
  }
}

/** A whole conversion's output as the page gets it. */
export function finished(output: OutputBlob, target: OutputFormat) {
  const { blob, preview, truncated } = output.finish(formatMimeTypes[target])
  return { blob, preview, previewTruncated: truncated }
}

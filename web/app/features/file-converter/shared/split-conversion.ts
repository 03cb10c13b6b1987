import { formatMimeTypes, previewChars } from './formats'
import { jsonArrayPieces } from './json-array'

/**
 * Files from this size converted from CSV or TSV to JSON are converted by two workers, a part each: below
 * it the planning and the join cost more than the second core saves.
 */
export const splitMinBytes = 4 << 20

/** One part of a file converted to JSON: its records' text without brackets, as jsonArrayPieces joins it. */
export interface ConvertedPart {
  body: Blob
  /** No records: the body is empty. */
  empty: boolean
  /** The body's first characters (previewChars of them at most). */
  preview: string
  /** The body goes on past its preview. */
  truncated: boolean
  /** The byte offset the part was read to: the file's end when the first part took the whole file. */
  end: number
}

/** Parts of a JSON output converted in order, as one file: its Blob and the start of its text. */
export function joinedJsonParts(parts: ConvertedPart[]): {
  blob: Blob
  preview: string
  previewTruncated: boolean
} {
  const pieces = jsonArrayPieces(parts.map((part) => ({ body: part, empty: part.empty })))
  const blob = new Blob(
    pieces.map((piece) => (typeof piece === 'string' ? piece : piece.body)),
    { type: formatMimeTypes.json },
  )
  // Each preview is its part's whole text or previewChars of it, so joined they start the output.
  const preview = pieces.map((piece) => (typeof piece === 'string' ? piece : piece.preview)).join('')
  const truncated = preview.length > previewChars || parts.some((part) => part.truncated)
  return { blob, preview: preview.slice(0, previewChars), previewTruncated: truncated }
}

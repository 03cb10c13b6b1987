import type { OutputOptions } from './convert'
import {
  delimitedHeader,
  delimitedStreamReader,
  streamedSource,
  type DelimitedHeader,
} from './convert-stream'
import { rowStartAfter } from './row-boundary'
import { splitMinBytes } from './split-conversion'
import { recordsJsonWriter } from './writers'

/** Where a large CSV or TSV file converted to JSON is cut, for two workers to convert a part each. */
export interface FileSplit {
  source: 'csv' | 'tsv'
  /** The byte offset the second part starts at: the start of a row, as far as counting quotes tells. */
  at: number
  header: DelimitedHeader
}

/** A file as the split reads it: its size, its first bytes as text, and its bytes by range. */
export interface SplitSource {
  size: number
  head: string
  bytes(start: number, end: number): Promise<Uint8Array>
}

/**
 * Where to cut a file for two workers, or null when it is not a large CSV or TSV file going to JSON, its
 * head does not hold its header, or no row starts in its second half.
 */
export async function planFileSplit(
  file: SplitSource,
  job: { source: string; target: string; options: OutputOptions },
  minBytes = splitMinBytes,
): Promise<FileSplit | null> {
  if (file.size < minBytes || job.target !== 'json') return null
  const source = streamedSource(file.head, job.source, job.target, job.options)
  const header = source && delimitedHeader(file.head, source)
  if (!source || !header) return null
  const at = await rowStartAfter(file.bytes, file.size, Math.floor(file.size / 2), header.delimiter)
  return at === null ? null : { source, at, header }
}

/**
 * Converts one part of a file cut by planFileSplit into JSON records without brackets, handing the text to
 * `onParts`; the byte offset it read to. `text(start, end)` decodes the file's bytes from start to end
 * (or its end) as a continuation of the text read before, a byte order mark at the file's start dropped.
 */
export async function convertFilePart(
  split: FileSplit,
  part: 'first' | 'second',
  size: number,
  text: (start: number, end?: number) => AsyncIterable<string>,
  onParts: (parts: string[]) => void,
): Promise<number> {
  const writer = recordsJsonWriter({ brackets: false })
  const second = part === 'second'
  const reader = delimitedStreamReader(split.source, writer, onParts, second ? { header: split.header } : {})
  let end = size
  if (second) {
    await reader.read(text(split.at))
  } else {
    await reader.read(text(0, split.at))
    // Quotes the parser reads as text (one inside an unquoted cell) can fool the count that placed the
    // cut inside a row: then this part goes on to the end and is the whole file.
    if (reader.endsRow()) end = split.at
    else await reader.read(text(split.at))
  }
  reader.end()
  return end
}

import type { OutputOptions } from './convert'
import { delimitedHeader, streamedSource, type DelimitedHeader } from './convert-stream'
import { delimitedBytesToJson } from './delimited-bytes-to-json'
import { rowStartAfter } from './row-boundary'
import { splitMinBytes } from './split-conversion'

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
 * Where to cut a file for two workers, or null when it is not a large CSV or TSV file going to JSON as text, its
 * head does not hold its header, or no row starts in its second half.
 */
export async function planFileSplit(
  file: SplitSource,
  job: { source: string; target: string; options: OutputOptions },
  minBytes = splitMinBytes,
): Promise<FileSplit | null> {
  // Typed values take the text path: the byte path copies cells as text.
  if (file.size < minBytes || job.target !== 'json' || job.options.typedValues) return null
  const source = streamedSource(file.head, job.source, job.target, job.options)
  const header = source && delimitedHeader(file.head, source)
  if (!source || !header) return null
  const at = await rowStartAfter(file.bytes, file.size, Math.floor(file.size / 2), header.delimiter)
  return at === null ? null : { source, at, header }
}

/**
 * Converts one part of a file cut by planFileSplit into JSON records without brackets, handing the UTF-8
 * text to `onOutput`; the byte offset it read to. `bytes(start, end)` reads the file's bytes from start to
 * end (or its end).
 */
export async function convertFilePart(
  split: FileSplit,
  part: 'first' | 'second',
  size: number,
  bytes: (start: number, end?: number) => AsyncIterable<Uint8Array>,
  onOutput: (bytes: Uint8Array<ArrayBuffer>) => void,
): Promise<number> {
  const second = part === 'second'
  const writer = delimitedBytesToJson({
    header: split.header,
    fromFileStart: !second,
    brackets: false,
    onOutput,
  })
  const writeAll = async (chunks: AsyncIterable<Uint8Array>) => {
    for await (const chunk of chunks) writer.write(chunk)
  }
  let end = size
  if (second) {
    await writeAll(bytes(split.at))
  } else {
    await writeAll(bytes(0, split.at))
    // Quotes the parser reads as text (one inside an unquoted cell) can fool the count that placed the
    // cut inside a row: then this part goes on to the end and is the whole file.
    if (writer.endsRow()) end = split.at
    else await writeAll(bytes(split.at))
  }
  writer.end()
  return end
}

/** The text formats the file converter reads and writes, and how each is recognised and named. */
export const formats = ['json', 'ndjson', 'csv', 'tsv', 'txt'] as const
export type Format = (typeof formats)[number]

/** Every format read, the text ones and the spreadsheet (.xlsx, read and written in the worker only). */
export const fileFormats = [...formats, 'xlsx'] as const
export type FileFormat = (typeof fileFormats)[number]
export type SourceFormat = FileFormat | 'auto'

/** The text targets: the text formats and a Markdown table, which is written but never read. */
export const textTargets = [...formats, 'md'] as const
export type TextTarget = (typeof textTargets)[number]

/** Every format written. */
export const outputFormats = [...fileFormats, 'md'] as const
export type OutputFormat = (typeof outputFormats)[number]

export const formatLabels: Record<OutputFormat, string> = {
  json: 'JSON',
  ndjson: 'NDJSON',
  csv: 'CSV',
  tsv: 'TSV',
  txt: 'Plain text',
  xlsx: 'Excel (XLSX)',
  md: 'Markdown table',
}

export const formatMimeTypes: Record<OutputFormat, string> = {
  json: 'application/json',
  ndjson: 'application/x-ndjson',
  csv: 'text/csv',
  tsv: 'text/tab-separated-values',
  txt: 'text/plain',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  md: 'text/markdown',
}

export const acceptedExtensions = [
  '.json',
  '.ndjson',
  '.jsonl',
  '.csv',
  '.tsv',
  '.txt',
  '.md',
  '.log',
  '.xlsx',
]

export const defaultFileName = 'converted-file'

/** How much of a converted output the page shows; the download always holds all of it. */
export const previewChars = 100_000

export function isFormat(value: string): value is Format {
  return (formats as readonly string[]).includes(value)
}

export function isTextTarget(value: string): value is TextTarget {
  return (textTargets as readonly string[]).includes(value)
}

const formatByExtension: Record<string, FileFormat> = {
  json: 'json',
  ndjson: 'ndjson',
  jsonl: 'ndjson',
  csv: 'csv',
  tsv: 'tsv',
  txt: 'txt',
  md: 'txt',
  log: 'txt',
  xlsx: 'xlsx',
}

const formatByMimeType: Record<string, FileFormat> = {
  'application/json': 'json',
  'application/x-ndjson': 'ndjson',
  'text/csv': 'csv',
  'text/tab-separated-values': 'tsv',
  'text/plain': 'txt',
  'text/markdown': 'txt',
  [formatMimeTypes.xlsx]: 'xlsx',
}

/** Format from an uploaded file's extension, else its MIME type; null when neither says (sniff the content). */
export function formatFromFile(name: string, mimeType: string): FileFormat | null {
  const extension = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase()
  return (extension && formatByExtension[extension]) || formatByMimeType[mimeType.toLowerCase()] || null
}

/** The upload's name without its extension, which becomes the editable output name. */
export function baseName(fileName: string): string {
  return fileName.replace(/\.[^.]*$/, '')
}

export function outputFileName(name: string, target: OutputFormat): string {
  return `${name.trim() || defaultFileName}.${target}`
}

/**
 * Detection by content (docs/product.md#format-detection): JSON when it is wrapped in braces or brackets and
 * parses; else NDJSON when its first lines are each a JSON object or array; else CSV when the first line has
 * commas (or semicolons or pipes), at least as many as tabs; else TSV when it has tabs; else text. Empty
 * content detects nothing.
 */
export function sniffFormat(content: string): Format | null {
  const trimmed = content.trim()
  if (trimmed === '') return null
  if ('{['.includes(trimmed[0]!) && '}]'.includes(trimmed.at(-1)!) && parsesAsJson(trimmed)) return 'json'
  if (looksLikeNdjson(trimmed)) return 'ndjson'
  const firstLine = trimmed.split(/\r\n|\r|\n/, 1)[0]!
  const separators = Math.max(...[',', ';', '|'].map((separator) => countOf(firstLine, separator)))
  const tabs = countOf(firstLine, '\t')
  if (separators > 0 && separators >= tabs) return 'csv'
  if (tabs > 0) return 'tsv'
  return 'txt'
}

/** Lines looked at to tell NDJSON: enough to be sure, few enough for a large file. */
const ndjsonSniffLines = 20

function looksLikeNdjson(text: string): boolean {
  const lines = text.split('\n', ndjsonSniffLines).filter((line) => line.trim() !== '')
  // The last line read may be cut short by the preview, so it is not held against the file.
  const whole = lines.length === ndjsonSniffLines ? lines.slice(0, -1) : lines
  return whole.length > 1 && whole.every((line) => '{['.includes(line.trim()[0]!) && parsesAsJson(line))
}

function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

function countOf(text: string, char: string): number {
  return text.split(char).length - 1
}

import { formatLabels, type FileFormat, type OutputFormat } from './formats'

/** Every sentence the file converter shows, word for word as docs/product.md#file-converter lists them. */
export const fileConverterMessages = {
  /** Our own addition: a binary file used to be read as text and "converted". */
  binaryFile:
    'This looks like a binary file (an image, archive or document), not text. Choose a JSON, CSV, TSV, text or .xlsx file.',
  emptyContent: 'Upload a file or paste its contents first.',
  invalidJson: 'Could not parse JSON. Make sure it is valid.',
  invalidNdjsonLine: (line: number) =>
    `Could not parse line ${line} as JSON. In NDJSON, each line must hold one JSON value.`,
  unreadableSpreadsheet:
    'Could not read this spreadsheet. Make sure it is an .xlsx file (Excel 2007 or later).',
  spreadsheetNeedsFile: 'A spreadsheet cannot be pasted: upload the .xlsx file.',
  missingHeader: 'We couldn’t find a header row. Make sure the first row contains column names.',
  unsupportedSource: (format: string) => `Unsupported source format: ${format}`,
  unsupportedTarget: (format: string) => `Unsupported target format: ${format}`,
  unsupportedToJson: 'Unsupported conversion to JSON.',
  unsupportedToDelimited: 'Unsupported conversion to delimited file.',
  unsupportedToText: 'Unsupported conversion to text.',
  fallback: 'Conversion failed. Please check your file and try again.',
  success: (source: string, target: string) => `Converted ${source} to ${target} successfully!`,
} as const

/** The message shown after a successful conversion, e.g. 'Converted CSV to JSON successfully!'. */
export function successMessage(source: FileFormat, target: OutputFormat): string {
  const label = (format: OutputFormat) =>
    format === 'txt' || format === 'xlsx'
      ? format.toUpperCase()
      : format === 'md'
        ? 'Markdown'
        : formatLabels[format]
  return fileConverterMessages.success(label(source), label(target))
}

/** A failure whose message may be shown to the user as it is. */
export class ConversionError extends Error {
  override name = 'ConversionError'
}

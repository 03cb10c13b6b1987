import { read, utils, write } from '@e965/xlsx'
import { neutralisedCell } from './delimited'
import { ConversionError, fileConverterMessages as messages } from './messages'
import { typedValue, type TypedValue } from './typed-values'

/**
 * Reading and writing .xlsx files with SheetJS (decision 030). Only the worker imports this module, and
 * only when a spreadsheet is read or written, so the library is downloaded then and never on the page.
 */

/** Excel keeps 15 significant digits: 0.1 + 0.2 is stored as 0.30000000000000004 and shown as 0.3. */
const excelDigits = 15

/** The first bytes of every ZIP file, and so of every .xlsx. */
const zipSignature = [0x50, 0x4b, 0x03, 0x04]

/**
 * The first sheet of an .xlsx file as rows of text, as docs/product.md#spreadsheets says: numbers as their
 * value to Excel's 15 digits (not as formatted), dates, true/false and everything else as the sheet shows
 * them, a formula as its last computed value, empty cells as empty text. A file that is not a readable
 * workbook is a ConversionError.
 */
export function readSheetRows(bytes: Uint8Array): string[][] {
  // SheetJS reads CSV, HTML and old .xls too; only a ZIP (an .xlsx) is taken for one here.
  if (!zipSignature.every((byte, i) => bytes[i] === byte))
    throw new ConversionError(messages.unreadableSpreadsheet)
  let sheet
  try {
    const workbook = read(bytes, { type: 'array', cellDates: true, cellFormula: false, cellHTML: false })
    const first = workbook.SheetNames[0]
    sheet = first === undefined ? undefined : workbook.Sheets[first]
  } catch {
    throw new ConversionError(messages.unreadableSpreadsheet)
  }
  if (!sheet) throw new ConversionError(messages.unreadableSpreadsheet)
  const rows = utils.sheet_to_json<unknown[]>(sheet, {
    header: 1,
    raw: false,
    rawNumbers: true,
    defval: '',
    blankrows: true,
  })
  return rows.map((row) => Array.from(row, cellText))
}

function cellText(value: unknown): string {
  if (typeof value === 'number') return String(Number(value.toPrecision(excelDigits)))
  return value === undefined || value === null ? '' : String(value)
}

export interface SheetOptions {
  /** A cell that would run as a formula once saved as CSV gets a leading apostrophe (neutralisedCell). */
  spreadsheetSafe?: boolean
  /** Numbers, booleans and empty cells written as such (typedValue); otherwise every cell is text. */
  typedValues?: boolean
}

/** A table as an .xlsx workbook of one sheet named "Sheet1", the header as its first row. */
export function sheetBytes(
  table: { columns: string[]; rows: string[][] },
  options: SheetOptions,
): Uint8Array<ArrayBuffer> {
  const cell = (text: string): TypedValue => {
    // Typed first: a number such as -5 is a value, not a formula to neutralise.
    const value = options.typedValues ? typedValue(text) : text
    return options.spreadsheetSafe && typeof value === 'string' ? neutralisedCell(value) : value
  }
  // The header names the columns: never typed, only made safe.
  const header = table.columns.map((name) => (options.spreadsheetSafe ? neutralisedCell(name) : name))
  const sheet = utils.aoa_to_sheet([header, ...table.rows.map((row) => row.map(cell))])
  const workbook = utils.book_new()
  utils.book_append_sheet(workbook, sheet, 'Sheet1')
  return new Uint8Array(
    write(workbook, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer,
  )
}

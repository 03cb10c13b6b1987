import { read, utils, write } from '@e965/xlsx'
import { describe, expect, it } from 'vitest'
import { convertRows, tableOf } from './convert'
import { fileConverterMessages as messages } from './messages'
import { readSheetRows, sheetBytes } from './xlsx-sheet'

/** An .xlsx file of one sheet as a spreadsheet program would save it: numbers, a date, a formula. */
function workbookBytes(): Uint8Array {
  const sheet = utils.aoa_to_sheet(
    [
      ['name', 'joined', 'share', 'paid', 'total', 'double'],
      ['Ann, Jr.', new Date(Date.UTC(2024, 2, 14)), 0.1 + 0.2, true, 1234.5],
      [],
      ['=cmd', '', -5],
    ],
    { cellDates: true },
  )
  sheet['E2']!.z = '#,##0.00'
  sheet['F2'] = { t: 'n', f: 'E2*2', v: 2469 }
  const workbook = utils.book_new()
  utils.book_append_sheet(workbook, sheet, 'Members')
  utils.book_append_sheet(workbook, utils.aoa_to_sheet([['second sheet']]), 'Other')
  return new Uint8Array(write(workbook, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer)
}

describe('reading an .xlsx', () => {
  it('reads the first sheet: numbers as their value to 15 digits, dates and booleans as shown, formulas as their value', () => {
    expect(readSheetRows(workbookBytes())).toEqual([
      ['name', 'joined', 'share', 'paid', 'total', 'double'],
      ['Ann, Jr.', '3/14/24', '0.3', 'TRUE', '1234.5', '2469'],
      ['', '', '', '', '', ''],
      ['=cmd', '', '-5', '', '', ''],
    ])
  })

  it('converts the sheet to CSV and to typed JSON', () => {
    const rows = readSheetRows(workbookBytes())
    expect(convertRows(rows, 'csv', {}).join('')).toBe(
      'name,joined,share,paid,total,double\n"Ann, Jr.",3/14/24,0.3,TRUE,1234.5,2469\n,,,,,\n=cmd,,-5,,,',
    )
    expect(JSON.parse(convertRows(rows, 'json', { typedValues: true }).join(''))[0]).toEqual({
      name: 'Ann, Jr.',
      joined: '3/14/24',
      share: 0.3,
      paid: true,
      total: 1234.5,
      double: 2469,
    })
  })

  it.each([
    ['text', new TextEncoder().encode('name,city\nAnn,Macon\n')],
    ['a cut-off ZIP', workbookBytes().subarray(0, 200)],
    ['nothing', new Uint8Array(0)],
  ])('refuses %s with a sentence', (_name, bytes) => {
    expect(() => readSheetRows(bytes)).toThrow(messages.unreadableSpreadsheet)
  })
})

describe('writing an .xlsx', () => {
  const csv = 'id,zip,formula,amount\n1,01234,=HYPERLINK("x"),-5\n2,,@cmd,1.50\n'

  it('round-trips a CSV through a sheet cell for cell, every cell text by default', () => {
    const { source, table } = tableOf(csv, 'auto')
    expect(source).toBe('csv')
    const rows = readSheetRows(sheetBytes(table, {}))
    expect(convertRows(rows, 'csv', {}).join('')).toBe(
      csv.trimEnd().replace('=HYPERLINK("x")', '"=HYPERLINK(""x"")"'),
    )
  })

  it('neutralises formula-like text when spreadsheet-safe, and types values when asked', () => {
    const { table } = tableOf(csv, 'csv')
    expect(readSheetRows(sheetBytes(table, { spreadsheetSafe: true }))).toEqual([
      ['id', 'zip', 'formula', 'amount'],
      ['1', '01234', `'=HYPERLINK("x")`, "'-5"],
      ['2', '', "'@cmd", '1.50'],
    ])
    // Typed, -5 and 1.50 are numbers (nothing to neutralise); 01234 stays text.
    expect(readSheetRows(sheetBytes(table, { spreadsheetSafe: true, typedValues: true }))).toEqual([
      ['id', 'zip', 'formula', 'amount'],
      ['1', '01234', `'=HYPERLINK("x")`, '-5'],
      ['2', '', "'@cmd", '1.5'],
    ])
  })

  it('never types the header: a year or TRUE as a column name stays text', () => {
    const table = { columns: ['2024', 'TRUE'], rows: [['1', 'true']] }
    const sheet = read(sheetBytes(table, { typedValues: true }), { type: 'array' }).Sheets['Sheet1']!
    expect(['A1', 'B1', 'A2', 'B2'].map((cell) => sheet[cell]!.t)).toEqual(['s', 's', 'n', 'b'])
  })

  it('writes JSON records and text as a table, as CSV output would', () => {
    const { table } = tableOf('[{"a":1,"b":{"c":true}},{"a":"x"}]', 'json')
    expect(readSheetRows(sheetBytes(table, {}))).toEqual([
      ['a', 'b'],
      ['1', '{"c":true}'],
      ['x', ''],
    ])
  })

  it('refuses a pasted spreadsheet and blank text', () => {
    expect(() => tableOf('anything', 'xlsx')).toThrow(messages.spreadsheetNeedsFile)
    expect(() => tableOf('  \n', 'auto')).toThrow(messages.emptyContent)
  })
})

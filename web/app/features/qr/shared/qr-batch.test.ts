import { describe, expect, it } from 'vitest'
import {
  BATCH_ROW_LIMIT,
  batchItems,
  contentProblem,
  defaultColumns,
  readBatchCsv,
  safeBaseName,
} from './qr-batch'

describe('readBatchCsv', () => {
  it('reads the header and pads short rows, with a semicolon separator and a BOM', () => {
    const result = readBatchCsv('\uFEFFname;url\r\nMenu;https://a.example\r\nShort\r\n\r\n')
    expect(result).toEqual({
      ok: true,
      table: {
        columns: ['name', 'url'],
        rows: [
          ['Menu', 'https://a.example'],
          ['Short', ''],
        ],
        rowNumbers: [2, 3],
      },
    })
  })

  it('numbers data rows as a spreadsheet does: the header is row 1, blank lines keep their numbers', () => {
    const result = readBatchCsv('\nurl\nhttps://a.example\n\n"multi\nline"\nhttps://c.example\n')
    expect(result.ok && result.table.rowNumbers).toEqual([3, 5, 6])
  })

  it('names unnamed columns by position', () => {
    const result = readBatchCsv('url,\nhttps://a.example,x\n')
    expect(result.ok && result.table.columns).toEqual(['url', 'Column 2'])
  })

  it('refuses a header with no rows under it', () => {
    expect(readBatchCsv('url\n')).toEqual({
      ok: false,
      problem: 'The CSV needs a header row and at least one row below it.',
    })
  })

  it(`takes ${BATCH_ROW_LIMIT} rows and refuses one more with a sentence`, () => {
    const csv = (rows: number) => ['url', ...Array.from({ length: rows }, (_, i) => `r${i}`)].join('\n')
    const atLimit = readBatchCsv(csv(BATCH_ROW_LIMIT))
    expect(atLimit.ok && atLimit.table.rows.length).toBe(BATCH_ROW_LIMIT)
    expect(readBatchCsv(csv(BATCH_ROW_LIMIT + 1))).toEqual({
      ok: false,
      problem:
        'The CSV has 1,001 rows; one batch makes at most 1,000 codes. Split the file and run it in parts.',
    })
  })
})

describe('defaultColumns', () => {
  it('picks a URL-like column for content and a name-like one for file names', () => {
    expect(defaultColumns(['Table', 'File name', 'Link'])).toEqual({ content: 2, fileName: 1 })
  })

  it('falls back to the first column and row numbers', () => {
    expect(defaultColumns(['a', 'b'])).toEqual({ content: 0, fileName: null })
  })

  it('never picks the content column for the file name', () => {
    expect(defaultColumns(['text label'])).toEqual({ content: 0, fileName: null })
  })
})

describe('safeBaseName', () => {
  it('replaces path separators and reserved characters, and trims leading dots', () => {
    expect(safeBaseName('../etc/passwd', 'x')).toBe('etc-passwd')
    expect(safeBaseName('a:b*c?"d"<e>|f\\g', 'x')).toBe('a-b-c-d-e-f-g')
    expect(safeBaseName('tab\there\u0001', 'x')).toBe('tab-here-')
  })

  it('caps the length and falls back when nothing is left', () => {
    expect(safeBaseName('n'.repeat(200), 'x')).toHaveLength(80)
    expect(safeBaseName(' ... ', 'qr-3')).toBe('qr-3')
  })
})

describe('batchItems', () => {
  const table = {
    columns: ['name', 'url'],
    rows: [
      ['Menu', 'https://a.example'],
      ['menu', ' https://b.example '],
      ['', 'https://c.example'],
      ['Empty', '  '],
      ['Bare', 'example.com/menu'],
    ],
    rowNumbers: [2, 3, 4, 5, 6],
  }

  it('names files from the chosen column, unique in the ZIP, and lists rows with no content', () => {
    expect(batchItems(table, 1, 0, 'png')).toEqual({
      items: [
        { row: 2, text: 'https://a.example', fileName: 'Menu.png' },
        { row: 3, text: 'https://b.example', fileName: 'menu (2).png' },
        { row: 4, text: 'https://c.example', fileName: 'qr-4.png' },
      ],
      skipped: [
        { row: 5, message: 'The content cell is empty.' },
        { row: 6, message: 'Enter a full web address, including https://.' },
      ],
    })
  })

  it('numbers the files by row when no name column is chosen', () => {
    expect(batchItems(table, 1, null, 'svg').items.map((item) => item.fileName)).toEqual([
      'qr-2.svg',
      'qr-3.svg',
      'qr-4.svg',
    ])
  })
})

describe('contentProblem', () => {
  it.each([
    'example.com',
    'www.example.com/menu?table=4',
    'shop.example.co.uk:8080/x',
    'https://exa mple.com',
  ])('refuses %s as single mode does', (cell) => {
    expect(contentProblem(cell)).toBe('Enter a full web address, including https://.')
  })

  it.each([
    'https://example.com/menu',
    'Table 4 by the window',
    'hello',
    'jane@example.com',
    'WIFI:T:WPA;S:x;;',
    '3.14',
  ])('takes %s', (cell) => {
    expect(contentProblem(cell)).toBeNull()
  })
})

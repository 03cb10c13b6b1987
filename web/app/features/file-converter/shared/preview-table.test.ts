import { describe, expect, it } from 'vitest'
import { previewCaption, previewRowCount, previewTable } from './preview-table'

describe('input preview table', () => {
  it('shows a semicolon CSV with a quoted cell', () => {
    expect(previewTable('name;note\nAnn;"a; b"\n', 'csv')).toEqual({
      columns: ['name', 'note'],
      rows: [['Ann', 'a; b']],
    })
  })

  it(`stops at ${previewRowCount} rows`, () => {
    const csv = ['n', ...Array.from({ length: 500 }, (_, i) => String(i))].join('\n')
    const table = previewTable(csv, 'csv')!
    expect(table.rows.length).toBe(previewRowCount)
    expect(table.rows.at(-1)).toEqual([String(previewRowCount - 1)])
  })

  it('shows NDJSON up to a line cut short, and JSON records', () => {
    expect(previewTable('{"a":1}\n{"a":2}\n{"a":', 'ndjson')).toEqual({
      columns: ['a'],
      rows: [['1'], ['2']],
    })
    expect(previewTable('[{"a":1,"b":true}]', 'json')).toEqual({ columns: ['a', 'b'], rows: [['1', 'true']] })
  })

  it('shows nothing for plain text or a JSON document cut short', () => {
    expect(previewTable('hello', 'txt')).toBeNull()
    expect(previewTable('[{"a":1},', 'json')).toBeNull()
  })

  it('words its caption so count and verb agree', () => {
    expect(previewCaption(0)).toBe('Only the column names: there are no rows yet.')
    expect(previewCaption(1)).toBe('The first row, as it will be read.')
    expect(previewCaption(2)).toBe('The first 2 rows, as they will be read.')
  })
})

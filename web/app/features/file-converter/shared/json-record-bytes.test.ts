import { describe, expect, it } from 'vitest'
import { jsonBytesOutput } from './json-bytes-output'
import { jsonRecordBytes, type JsonRecordBytesOptions } from './json-record-bytes'

/** The JSON text written for `rows` of ASCII cells, told to the writer as a scanner tells them. */
function written(rows: string[][], options: Omit<JsonRecordBytesOptions, 'output'>): string {
  const pieces: Uint8Array[] = []
  const output = jsonBytesOutput((piece) => pieces.push(piece), 8)
  const records = jsonRecordBytes({ ...options, output })
  for (const row of rows) {
    records.startRow()
    for (const cell of row) {
      records.startCell()
      records.copy(new TextEncoder().encode(cell), 0, cell.length)
      records.endCell()
    }
    records.endRow()
  }
  records.end()
  output.end()
  return new TextDecoder().decode(new Uint8Array(pieces.flatMap((piece) => [...piece])))
}

describe('jsonRecordBytes', () => {
  const rows = [['id', 'name', ''], ['1', 'Ann', 'x', 'extra'], ['2']]
  const records = [
    { id: '1', name: 'Ann', column_3: 'x', column_4: 'extra' },
    { id: '2', name: '', column_3: '' },
  ]

  it('writes the rows after the header as JSON.stringify(records, null, 2): short rows padded, keys named', () => {
    const names = rows[0]!
    expect(written(rows, { names, skipsHeaderRow: true, brackets: true })).toBe(
      JSON.stringify(records, null, 2),
    )
  })

  it('writes a later part of a file without brackets or a header row, as jsonArrayPieces joins it', () => {
    const names = rows[0]!
    expect(written(rows.slice(1), { names, skipsHeaderRow: false, brackets: false })).toBe(
      JSON.stringify(records, null, 2).slice(2, -2),
    )
  })

  it('writes an empty array for a header alone, and nothing without brackets', () => {
    expect(written([['a']], { names: ['a'], skipsHeaderRow: true, brackets: true })).toBe('[]')
    expect(written([], { names: ['a'], skipsHeaderRow: false, brackets: false })).toBe('')
  })
})

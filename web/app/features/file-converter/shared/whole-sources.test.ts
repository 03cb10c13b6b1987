import { describe, expect, it } from 'vitest'
import { fileConverterMessages as messages } from './messages'
import { parseNdjson, textTable, writeTable } from './whole-sources'
import type { TableWriter } from './writers'

describe('the sources read whole', () => {
  it('writes a table held whole in chunks of 20,000 rows, reporting the share written after each', () => {
    const batches: number[] = []
    const writer: TableWriter = {
      columns: () => {},
      rows: (rows) => batches.push(rows.length),
      take: () => [],
      end: () => ['end'],
    }
    const progress: number[] = []
    const rows = Array.from({ length: 45_000 }, (_, i) => [String(i)])
    expect(writeTable({ columns: ['n'], rows }, writer, (share) => progress.push(share))).toEqual(['end'])
    expect(batches).toEqual([20_000, 20_000, 5_000])
    expect(progress).toEqual([20_000 / 45_000, 40_000 / 45_000, 1])
  })

  it('reads NDJSON a line at a time, skipping blank lines and naming the first that is not JSON', () => {
    expect(parseNdjson('{"a":1}\n\n[2]\r\n')).toEqual([{ a: 1 }, [2]])
    expect(() => parseNdjson('1\n\nnope')).toThrow(messages.invalidNdjsonLine(3))
  })

  it('numbers plain text lines from 1', () => {
    expect(textTable('one\r\ntwo\n')).toEqual({
      columns: ['index', 'value'],
      rows: [
        ['1', 'one'],
        ['2', 'two'],
      ],
    })
  })
})

import fc from 'fast-check'
import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { parseDelimited, type Delimiter } from './delimited'

function rowsOf(text: string, delimiter: Delimiter = ','): string[][] {
  const rows: string[][] = []
  parseDelimited(text, delimiter, (chunk) => rows.push(...chunk))
  return rows
}

describe('parseDelimited', () => {
  it.each([
    [
      'plain rows',
      'a,b\n1,2',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'a final line break',
      'a,b\n1,2\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'empty cells',
      ',\n,x,',
      [
        ['', ''],
        ['', 'x', ''],
      ],
    ],
    ['a blank line', 'a\n\nb', [['a'], [''], ['b']]],
    ['a quoted empty cell', 'a\n""\n', [['a'], ['']]],
    ['doubled quotes', '"say ""hi""",x', [['say "hi"', 'x']]],
    [
      'line breaks in quotes, kept as they are',
      '"a\nb","c\r\nd","e\rf"\r\ng',
      [['a\nb', 'c\r\nd', 'e\rf'], ['g']],
    ],
    ['CR line ends', 'a\rb\r', [['a'], ['b']]],
    ['an unclosed quote', 'a,"open\nstill', [['a', 'open\nstill']]],
    ['text after a closing quote', '"ab"cd,e', [['abcd', 'e']]],
    ['a quote inside an unquoted cell', 'a"b,c', [['a"b', 'c']]],
  ])('reads %s', (_name, text, rows) => {
    expect(rowsOf(text)).toEqual(rows)
  })

  it('reads tabs as the delimiter for TSV', () => {
    expect(rowsOf('a\t"b\tc",d\n', '\t')).toEqual([['a', 'b\tc,d']])
  })

  it('hands rows over in chunks with the characters read so far', () => {
    const text = 'x\n'.repeat(50_000)
    const reads: number[] = []
    let count = 0
    parseDelimited(text, ',', (rows, charsRead) => {
      reads.push(charsRead)
      count += rows.length
    })
    expect(count).toBe(50_000)
    expect(reads.length).toBeGreaterThan(2)
    expect(reads.at(-1)).toBe(text.length)
  })

  it('reads well-formed CSV exactly as Papa Parse does', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', '1', ',', '"', '\n', '\r\n', ' ', 'é', '🍑') })
    const quoted = (value: string, always: boolean) =>
      always || /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.tuple(cell, fc.boolean()), { minLength: 2, maxLength: 4 }), {
          minLength: 1,
          maxLength: 6,
        }),
        fc.constantFrom('\n', '\r\n', '\r'),
        (table, lineEnd) => {
          const text = table
            .map((row) => row.map(([value, always]) => quoted(value, always)).join(','))
            .join(lineEnd)
          const papa = Papa.parse<string[]>(text, { delimiter: ',', newline: lineEnd }).data
          expect(rowsOf(text)).toEqual(papa)
        },
      ),
      { numRuns: 500 },
    )
  })
})

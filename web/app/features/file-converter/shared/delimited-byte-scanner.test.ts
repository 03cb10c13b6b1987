import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { delimitedByteScanner, type DelimitedByteSink } from './delimited-byte-scanner'
import { parseDelimited, type Delimiter } from './delimited'

/** A sink that collects the rows as cell strings; it writes letters as they are, every other byte alone. */
function rowCollector() {
  const rows: string[][] = []
  let row: string[] = []
  let cell: number[] = []
  const plainBytes = new Uint8Array(256)
  for (const letter of 'abcdefghijklmnopqrstuvwxyz') plainBytes[letter.charCodeAt(0)] = 1
  const sink: DelimitedByteSink = {
    plainBytes,
    startRow: () => (row = []),
    startCell: () => (cell = []),
    copy: (input, from, to) => cell.push(...input.subarray(from, to)),
    putOther(input, i) {
      cell.push(input[i]!)
      return i + 1
    },
    endCell: () => row.push(new TextDecoder().decode(new Uint8Array(cell))),
    endRow: () => rows.push(row),
  }
  return { sink, rows }
}

/** The rows the scanner reads from `text`, its UTF-8 bytes read in the pieces `text` is cut into. */
function scanned(pieces: string[], delimiter: Delimiter = ',') {
  const { sink, rows } = rowCollector()
  const scanner = delimitedByteScanner(delimiter.charCodeAt(0), sink)
  for (const piece of pieces) scanner.read(new TextEncoder().encode(piece))
  scanner.end()
  return rows
}

function parsed(text: string, delimiter: Delimiter = ','): string[][] {
  const rows: string[][] = []
  parseDelimited(text, delimiter, (chunk) => rows.push(...chunk))
  return rows
}

describe('delimitedByteScanner', () => {
  it('reads rows as parseDelimited reads the text, however the bytes are cut between characters', () => {
    const piece = fc.constantFrom(
      'a',
      'bc',
      ',',
      ';',
      '\t',
      '"',
      '""',
      '\n',
      '\r',
      '\r\n',
      ' ',
      'é',
      '🍑',
      '\\',
    )
    const text = fc.array(piece, { maxLength: 40 })
    const cuts = fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 10 })
    const delimiter = fc.constantFrom<Delimiter>(',', ';', '\t', '|')
    fc.assert(
      fc.property(text, cuts, delimiter, (pieces, cuts, delimiter) => {
        // The pieces grouped by the cuts: every chunk ends between characters, as the scanner is given them.
        const chunks: string[] = []
        for (let at = 0, c = 0; at < pieces.length; c++) {
          const size = cuts[c % cuts.length]!
          chunks.push(pieces.slice(at, at + size).join(''))
          at += size
        }
        expect(scanned(chunks, delimiter)).toEqual(parsed(pieces.join(''), delimiter))
      }),
      { numRuns: 2000 },
    )
  })

  it('takes a CRLF cut between its two bytes as one line end', () => {
    expect(scanned(['a\r', '\nb\r', '', '\n'])).toEqual([['a'], ['b']])
  })

  it('tells whether the bytes so far end at a row end', () => {
    const { sink } = rowCollector()
    const scanner = delimitedByteScanner(','.charCodeAt(0), sink)
    const endsRowAfter = (text: string) => {
      scanner.read(new TextEncoder().encode(text))
      return scanner.endsRow()
    }
    expect(endsRowAfter('"1\n')).toBe(false)
    expect(endsRowAfter('2"\r')).toBe(false)
    expect(endsRowAfter('\n3')).toBe(false)
    expect(endsRowAfter('\n')).toBe(true)
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { recordsJsonWriter, recordsNdjsonWriter, type TableWriter } from './writers'

/** The writer's output for a header and row batches, as the bytes a Blob of its parts would hold. */
async function written(writer: TableWriter, header: string[], batches: string[][][]): Promise<Uint8Array> {
  const parts = []
  writer.columns(header)
  for (const rows of batches) {
    writer.rows(rows)
    parts.push(...writer.take())
  }
  parts.push(...writer.end())
  return new Uint8Array(await new Blob(parts).arrayBuffer())
}

const utf8 = (text: string) => new TextEncoder().encode(text)

/** Rows as objects, keyed by the header; as in a table, every row is as wide as the header. */
const records = (header: string[], rows: string[][]) =>
  rows.map((row) => Object.fromEntries(row.map((cell, c) => [header[c]!, cell])))

// Any UTF-16 text: control characters, quotes, backslashes, emoji and lone surrogates included.
const cell = fc.string({ unit: 'binary', maxLength: 12 })
// Names an object keeps in insertion order and distinct (columnKeys makes them so), so JSON.stringify of
// plain objects is the reference.
const header = fc.uniqueArray(
  cell.filter((name) => name.trim() !== '' && !/^(0|[1-9]\d*)$/.test(name) && name !== '__proto__'),
  { minLength: 1, maxLength: 5 },
)
const table = header.chain((header) =>
  fc.tuple(
    fc.constant(header),
    fc.array(
      fc.array(fc.array(cell, { minLength: header.length, maxLength: header.length }), { maxLength: 4 }),
      {
        maxLength: 4,
      },
    ),
  ),
)

describe('records writers', () => {
  it('write JSON byte for byte as JSON.stringify(records, null, 2), however the rows are batched', async () => {
    await fc.assert(
      fc.asyncProperty(table, async ([header, batches]) => {
        const expected = utf8(JSON.stringify(records(header, batches.flat()), null, 2))
        expect(await written(recordsJsonWriter(), header, batches)).toEqual(expected)
      }),
      { numRuns: 500 },
    )
  })

  it('write NDJSON byte for byte as JSON.stringify of each record, one a line', async () => {
    await fc.assert(
      fc.asyncProperty(table, async ([header, batches]) => {
        const lines = records(header, batches.flat()).map((record) => JSON.stringify(record))
        expect(await written(recordsNdjsonWriter(), header, batches)).toEqual(utf8(lines.join('\n')))
      }),
      { numRuns: 500 },
    )
  })

  it('keep number-like and blank header cells in file order, as named by columnKeys', async () => {
    const header = ['2', '', '1', '__proto__', 'a', 'a']
    const row = ['x', 'y', 'z', 'p', 'q', 'r']
    const json = new TextDecoder().decode(await written(recordsJsonWriter(), header, [[row]]))
    expect(json).toBe(
      '[\n  {\n    "2": "x",\n    "column_2": "y",\n    "1": "z",\n    "__proto__": "p",\n    "a": "q",\n    "a_2": "r"\n  }\n]',
    )
    const ndjson = new TextDecoder().decode(await written(recordsNdjsonWriter(), header, [[row, row]]))
    expect(ndjson).toBe(
      `${'{"2":"x","column_2":"y","1":"z","__proto__":"p","a":"q","a_2":"r"}\n'.repeat(2).trimEnd()}`,
    )
  })

  it('name cells past the header column_<n>', async () => {
    const json = new TextDecoder().decode(await written(recordsNdjsonWriter(), ['a'], [[['1', '2']]]))
    expect(json).toBe('{"a":"1","column_2":"2"}')
  })
})

import fc from 'fast-check'
import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { convert } from './convert'
import { fileConverterMessages as messages, successMessage } from './messages'

const run = (content: string, source: string, target: string) =>
  convert({ content, source, target }).parts.join('')
const json = (value: unknown) => JSON.stringify(value, null, 2)

describe('convert: delimited sources', () => {
  it.each([
    ['empty cells', 'a,b,c\n1,,3', [{ a: '1', b: '', c: '3' }]],
    ['quotes inside quotes', 'a,b\n"say ""hi""",x', [{ a: 'say "hi"', b: 'x' }]],
    ['quoted commas', 'name,city\n"Doe, Jane","Macon, GA"', [{ name: 'Doe, Jane', city: 'Macon, GA' }]],
    ['a newline inside a field', 'a,b\n"line 1\nline 2",x', [{ a: 'line 1\nline 2', b: 'x' }]],
    ['a byte order mark', '\uFEFFa,b\n1,2', [{ a: '1', b: '2' }]],
    ['a trailing newline', 'a,b\n1,2\n', [{ a: '1', b: '2' }]],
    [
      'a blank line: a row of empty cells',
      'a,b\n\n1,2\n',
      [
        { a: '', b: '' },
        { a: '1', b: '2' },
      ],
    ],
    ['a row of one quoted empty cell', 'a,b\n""\n', [{ a: '', b: '' }]],
    [
      'CRLF line ends',
      'a,b\r\n1,2\r\n3,4\r\n',
      [
        { a: '1', b: '2' },
        { a: '3', b: '4' },
      ],
    ],
    [
      'CR line ends',
      'a,b\r1,2\r3,4',
      [
        { a: '1', b: '2' },
        { a: '3', b: '4' },
      ],
    ],
    [
      'mixed line ends',
      'a,b\r\n1,2\n3,4\r5,6',
      [
        { a: '1', b: '2' },
        { a: '3', b: '4' },
        { a: '5', b: '6' },
      ],
    ],
    ['a short row, padded', 'a,b,c\n1', [{ a: '1', b: '', c: '' }]],
    ['a long row, extra cells kept', 'a,b\n1,2,3', [{ a: '1', b: '2', column_3: '3' }]],
    ['unicode', 'name,city\nZoë,東京 🍑', [{ name: 'Zoë', city: '東京 🍑' }]],
    ['numbers and booleans kept as text', 'n,ok,none\n42,true,null', [{ n: '42', ok: 'true', none: 'null' }]],
    ['repeated and blank header names', 'a,a,\n1,2,3', [{ a: '1', a_2: '2', column_3: '3' }]],
    ['a long row past a blank header', 'a,\n1,2,3', [{ a: '1', column_2: '2', column_3: '3' }]],
    ['a header row only', 'a,b\n', []],
  ])('CSV to JSON: %s', (_name, csv, records) => {
    expect(run(csv, 'csv', 'json')).toBe(json(records))
  })

  it('keeps CRLF, CR and LF inside a quoted cell byte for byte (RFC 4180), whatever ends the rows', () => {
    const csv = 'a;b\r\n"line 1\r\nline 2";"x\ry\nz"\r\n'
    expect(JSON.parse(run(csv, 'csv', 'json'))).toEqual([{ a: 'line 1\r\nline 2', b: 'x\ry\nz' }])
    expect(run(csv, 'csv', 'csv')).toBe('a,b\n"line 1\r\nline 2","x\ry\nz"')
  })

  it('types values on the way to JSON and NDJSON only when asked', () => {
    const csv = 'id,zip,price,paid,note,big\n1,01234,1.50,TRUE,,9007199254740993\n2,30301,1e5,false, ,-3\n'
    const typed = (target: string) =>
      convert({ content: csv, source: 'csv', target, options: { typedValues: true } }).parts.join('')
    expect(JSON.parse(typed('json'))).toEqual([
      { id: 1, zip: '01234', price: 1.5, paid: true, note: null, big: '9007199254740993' },
      // Each cell on its own: a ZIP code without a leading zero is a number.
      { id: 2, zip: 30301, price: '1e5', paid: false, note: ' ', big: -3 },
    ])
    expect(
      typed('ndjson')
        .split('\n')
        .map((line) => JSON.parse(line)),
    ).toEqual(JSON.parse(typed('json')))
    expect(JSON.parse(run(csv, 'csv', 'json'))[0]).toEqual({
      id: '1',
      zip: '01234',
      price: '1.50',
      paid: 'TRUE',
      note: '',
      big: '9007199254740993',
    })
    // Keys a JS object would reorder take the text path, typed the same way.
    expect(
      JSON.parse(
        convert({
          content: '2,1\n3,',
          source: 'csv',
          target: 'json',
          options: { typedValues: true },
        }).parts.join(''),
      ),
    ).toEqual([{ 2: 3, 1: null }])
  })

  it('keeps columns in file order when headers look like numbers', () => {
    const output = run('name,2024,2023,__proto__\nA,1,2,3', 'csv', 'json')
    expect(output).toBe(
      '[\n  {\n    "name": "A",\n    "2024": "1",\n    "2023": "2",\n    "__proto__": "3"\n  }\n]',
    )
  })

  it('reads TSV with quoted tabs', () => {
    expect(run('a\tb\n"x\ty"\t2', 'tsv', 'json')).toBe(json([{ a: 'x\ty', b: '2' }]))
  })

  it('CSV to TSV quotes only what TSV needs', () => {
    expect(run('a,b\n"x, y",2\n"tab\there",3', 'csv', 'tsv')).toBe('a\tb\nx, y\t2\n"tab\there"\t3')
  })

  it('CSV to text joins cells with a comma and a space, header included', () => {
    expect(run('a,b\n1,2\n3', 'csv', 'txt')).toBe('a, b\n1, 2\n3, ')
  })

  it('keeps a lone empty cell as a quoted cell so the row is not lost', () => {
    const csv = run('[{"a":""},{"a":"x"}]', 'json', 'csv')
    expect(csv).toBe('a\n""\nx')
    expect(run(csv, 'csv', 'json')).toBe(json([{ a: '' }, { a: 'x' }]))
  })

  it.each([
    ['only blank lines', '\n\n  \n', messages.emptyContent],
    ['a blank first line', '\na,b\n1,2', messages.missingHeader],
    ['a blank header row', ',,\n1,2,3', messages.missingHeader],
    ['a whitespace header row', ' , \n1,2', messages.missingHeader],
  ])('rejects %s', (_name, csv, message) => {
    expect(() => run(csv, 'csv', 'json')).toThrow(message)
  })
})

describe('convert: Markdown table output', () => {
  it('writes a header, a --- line and a line per row, each cell one cell of text', () => {
    const csv = 'name,note,path\n"a | b","line 1\r\nline 2\nline 3",C:\\dir\n<b>x</b>,,\n'
    expect(run(csv, 'csv', 'md')).toBe(
      [
        '| name | note | path |',
        '| --- | --- | --- |',
        '| a \\| b | line 1<br>line 2<br>line 3 | C:\\\\dir |',
        '| &lt;b>x&lt;/b> |  |  |',
      ].join('\n'),
    )
  })

  it('writes JSON records and text lines as tables too, and names the format on success', () => {
    expect(run('[{"a":1,"b":"x|y"},{"a":2}]', 'json', 'md')).toBe(
      '| a | b |\n| --- | --- |\n| 1 | x\\|y |\n| 2 |  |',
    )
    expect(run('one\ntwo', 'txt', 'md')).toBe('| index | value |\n| --- | --- |\n| 1 | one |\n| 2 | two |')
    expect(successMessage('csv', 'md')).toBe('Converted CSV to Markdown successfully!')
  })
})

describe('convert: JSON sources', () => {
  it.each([
    ['an array of objects, union of keys', [{ a: 1 }, { b: 2, a: 3 }], 'a,b\n1,\n3,2'],
    ['nested values as JSON text', [{ a: { b: [1, 'x'] } }], 'a\n"{""b"":[1,""x""]}"'],
    ['numbers, booleans and null', [{ n: 1.5, t: true, z: null }], 'n,t,z\n1.5,true,'],
    ['primitives as index and value', [1, 'x', false], 'index,value\n1,1\n2,x\n3,false'],
    [
      'a single object as key and value rows',
      { name: 'Ada', tags: ['a'] },
      'key,value\nname,Ada\ntags,"[""a""]"',
    ],
    ['a lone primitive', 'hello', 'index,value\n1,hello'],
    ['an empty array', [], 'index,value'],
    [
      'cells that need quotes',
      [{ q: 'say "hi"', nl: 'a\nb', comma: 'a,b', lead: ' a', trail: 'a\t' }],
      'q,nl,comma,lead,trail\n"say ""hi""","a\nb","a,b"," a","a\t"',
    ],
  ])('JSON to CSV: %s', (_name, value, csv) => {
    expect(run(JSON.stringify(value), 'json', 'csv')).toBe(csv)
  })

  it('JSON to text uses the same table as CSV', () => {
    expect(run('[{"a":1,"b":"x"}]', 'json', 'txt')).toBe('a, b\n1, x')
  })

  it('rejects invalid JSON', () => {
    expect(() => run('{"a": 1,}', 'json', 'csv')).toThrow(messages.invalidJson)
  })
})

describe('convert: text sources', () => {
  it('text to JSON: one record per line with a 1-based index', () => {
    expect(run('alpha\r\n\nbeta\n', 'txt', 'json')).toBe(
      json([
        { index: 1, value: 'alpha' },
        { index: 2, value: '' },
        { index: 3, value: 'beta' },
      ]),
    )
  })

  it('text to CSV: index and value columns', () => {
    expect(run('alpha\nbe, ta', 'txt', 'csv')).toBe('index,value\n1,alpha\n2,"be, ta"')
  })
})

describe('convert: same format, detection and errors', () => {
  it.each([
    ['json', '{"a":[1,2]}', '{\n  "a": [\n    1,\n    2\n  ]\n}'],
    ['csv', 'a,b  \n1,2\n\n  ', 'a,b  \n1,2'],
    ['tsv', 'a\tb\n1\t2\t\n', 'a\tb\n1\t2'],
    ['txt', '  keep me \n', '  keep me \n'],
  ])('normalises %s to itself', (format, input, output) => {
    expect(run(input, format, format)).toBe(output)
  })

  it.each([
    ['JSON', ' [{"a":1}] ', 'json'],
    ['CSV', 'a,b\tc\n1,2', 'csv'],
    ['TSV', 'a\tb\tc,d\n1', 'tsv'],
    ['text', 'just words', 'txt'],
    ['text when braces do not parse', '{not json}', 'txt'],
  ])('auto detects %s', (_name, content, source) => {
    expect(convert({ content, source: 'auto', target: 'txt' }).source).toBe(source)
  })

  it.each([
    ['', 'json', 'csv', messages.emptyContent],
    [' \n\t', 'auto', 'csv', messages.emptyContent],
    ['a', 'xml', 'csv', messages.unsupportedSource('xml')],
    ['a', 'csv', 'xlsx', messages.unsupportedTarget('xlsx')],
  ])('rejects %j from %s to %s', (content, source, target, message) => {
    expect(() => run(content, source, target)).toThrow(message)
  })

  it('reports progress up to 1 and names the formats on success', () => {
    const seen: number[] = []
    const csv = 'a,b\n' + '1,"two, 2"\n'.repeat(400_000)
    const { source, target } = convert({ content: csv, source: 'auto', target: 'json' }, (f) => seen.push(f))
    expect(seen.length).toBeGreaterThan(2)
    expect(seen.at(-1)).toBe(1)
    expect(seen).toEqual([...seen].sort((x, y) => x - y))
    expect(successMessage(source, target)).toBe('Converted CSV to JSON successfully!')
  })
})

describe('convert: property', () => {
  const edgyText = fc.string({
    unit: fc.constantFrom('a', 'Z', '1', ',', '"', '\n', ' ', '\t', ';', 'é', '🍑', '\uFEFF'),
  })
  const cell = fc.oneof(edgyText, fc.string({ unit: 'grapheme' }))
  const table = fc
    .uniqueArray(
      cell.filter((name) => name.trim() !== '' && !/^column_\d+$/.test(name)),
      { minLength: 1, maxLength: 5 },
    )
    .chain((header) =>
      // At least one data row: a header-only CSV becomes [], which has no keys left to carry the names.
      fc.tuple(
        fc.constant(header),
        fc.array(fc.array(cell, { minLength: 1, maxLength: header.length }), { minLength: 1, maxLength: 8 }),
      ),
    )

  it('CSV to JSON to CSV keeps every cell (short rows padded)', () => {
    fc.assert(
      fc.property(table, ([header, rows]) => {
        const quoteAll = (row: string[]) => row.map((c) => `"${c.replaceAll('"', '""')}"`).join(',')
        const csv = [header, ...rows].map(quoteAll).join('\r\n')
        const records = run(csv, 'csv', 'json')
        const back = run(records, 'json', 'csv')
        // Compared by column name: JSON.parse puts integer-like keys first, so column order may change.
        const byName = ([names, ...cells]: string[][]) =>
          cells.map((row) => Object.fromEntries(names!.map((name, i) => [name, row[i] ?? ''])))
        const [backHeader, ...backRows] = Papa.parse<string[]>(back, { delimiter: ',', newline: '\n' }).data
        expect([...backHeader!].sort()).toEqual([...header].sort())
        expect(byName([backHeader!, ...backRows])).toEqual(byName([header, ...rows]))
      }),
      { numRuns: 300 },
    )
  })
})

import { describe, expect, it } from 'vitest'
import { convert } from './convert'
import { detectDelimiter, neutralisedCell } from './delimited'
import { sniffFormat } from './formats'

const run = (content: string, source: string, target: string, options = {}) =>
  convert({ content, source, target, options }).parts.join('')

describe('CSV separators', () => {
  it.each([
    ['a,b,c\n1,2,3', ','],
    ['a;b;c\n1,5;2,5;3', ';'],
    ['a|b\n1|2', '|'],
    ['"x;y;z",b\n1,2', ','], // separators inside quotes do not count
    ['plain', ','],
  ] as const)('detects the separator of %j', (text, expected) => {
    expect(detectDelimiter(text)).toBe(expected)
  })

  it('reads a semicolon CSV with decimal commas, and a pipe one, into JSON', () => {
    expect(JSON.parse(run('name;price\nTea;2,50\n', 'auto', 'json'))).toEqual([
      { name: 'Tea', price: '2,50' },
    ])
    expect(JSON.parse(run('a|b\n1|2', 'csv', 'json'))).toEqual([{ a: '1', b: '2' }])
    expect(sniffFormat('name;price\nTea;2,50')).toBe('csv')
  })

  it('writes a semicolon CSV back out with commas', () => {
    expect(run('name;price\nTea;2,50', 'csv', 'csv')).toBe('name,price\nTea,"2,50"')
  })
})

describe('CSV output options', () => {
  it('neutralises formula cells when spreadsheet-safe, and only then', () => {
    const json = JSON.stringify([
      { cell: '=HYPERLINK("http://x")' },
      { cell: '+1' },
      { cell: '@SUM' },
      { cell: 'ok' },
    ])
    expect(run(json, 'json', 'csv')).toBe('cell\n"=HYPERLINK(""http://x"")"\n+1\n@SUM\nok')
    expect(run(json, 'json', 'csv', { spreadsheetSafe: true })).toBe(
      `cell\n"'=HYPERLINK(""http://x"")"\n'+1\n'@SUM\nok`,
    )
    expect(run('a,b\n-5,=1+1', 'csv', 'csv', { spreadsheetSafe: true })).toBe("a,b\n'-5,'=1+1")
    expect(neutralisedCell('\t=cmd')).toBe("'\t=cmd")
  })

  it('starts CSV and TSV with a BOM for Excel when asked, and never JSON', () => {
    expect(run('a,b\n1,2', 'csv', 'tsv', { excelBom: true })).toBe('\uFEFFa\tb\n1\t2')
    expect(run('a,b\n1,2', 'csv', 'csv', { excelBom: true })).toBe('\uFEFFa,b\n1,2')
    expect(run('a,b\n1,2', 'csv', 'json', { excelBom: true }).startsWith('[')).toBe(true)
  })
})

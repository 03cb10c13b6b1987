import { describe, expect, it } from 'vitest'
import { convert } from './convert'
import { sniffFormat } from './formats'
import { fileConverterMessages as messages } from './messages'

const run = (content: string, source: string, target: string) =>
  convert({ content, source, target }).parts.join('')

const ndjson = '{"id":1,"name":"Ann"}\n{"id":2,"name":"Bo","tags":["x"]}\n'

describe('NDJSON', () => {
  it('is detected by its lines, while one object alone stays JSON', () => {
    expect(sniffFormat(ndjson)).toBe('ndjson')
    expect(sniffFormat('{"id":1}')).toBe('json')
    expect(sniffFormat('{"id":1}\nnot json')).toBe('txt')
  })

  it('reads into JSON, CSV and text, blank lines skipped', () => {
    expect(JSON.parse(run(`${ndjson}\n`, 'auto', 'json'))).toEqual([
      { id: 1, name: 'Ann' },
      { id: 2, name: 'Bo', tags: ['x'] },
    ])
    expect(run(ndjson, 'ndjson', 'csv')).toBe('id,name,tags\n1,Ann,\n2,Bo,"[""x""]"')
  })

  it('names the line that is not JSON', () => {
    expect(() => run('{"a":1}\n{"a":\n', 'ndjson', 'json')).toThrow(messages.invalidNdjsonLine(2))
  })

  it('is written from CSV (keys in header order, numbers-like keys too), JSON arrays and text', () => {
    expect(run('2,b,1\nx,"y ""q""",z\n', 'csv', 'ndjson')).toBe('{"2":"x","b":"y \\"q\\"","1":"z"}')
    expect(run('[{"a":1},[2],"three"]', 'json', 'ndjson')).toBe('{"a":1}\n[2]\n"three"')
    expect(run('{"a":1}', 'json', 'ndjson')).toBe('{"a":1}')
    expect(run('one\ntwo', 'txt', 'ndjson')).toBe('{"index":1,"value":"one"}\n{"index":2,"value":"two"}')
  })

  it('round-trips CSV → NDJSON → CSV', () => {
    const csv = 'name,note\n"Doe, Jane","said ""hi"""\nBo,'
    expect(run(run(csv, 'csv', 'ndjson'), 'ndjson', 'csv')).toBe(csv)
  })
})

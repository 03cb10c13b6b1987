import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { convert } from './convert'
import { delimitedHeader } from './convert-stream'
import { delimitedBytesToJson } from './delimited-bytes-to-json'

/** The bytes converted as the worker converts a file from its start, fed `chunkBytes` at a time. */
function viaBytes(bytes: Uint8Array, chunkBytes: number, outputBytes = 16): string | null {
  const header = delimitedHeader(new TextDecoder().decode(bytes), 'csv')
  if (!header) return null
  const output: Uint8Array[] = []
  const writer = delimitedBytesToJson({
    header,
    fromFileStart: true,
    brackets: true,
    onOutput: (piece) => output.push(piece),
    outputBytes,
  })
  for (let at = 0; at < bytes.length; at += chunkBytes) writer.write(bytes.subarray(at, at + chunkBytes))
  writer.end()
  return new TextDecoder().decode(joinedBytes(output))
}

/** The same file through the text path: decoded, then converted as a string. */
function viaText(bytes: Uint8Array): string {
  const text = new TextDecoder().decode(bytes).replace(/^\uFEFF/, '')
  return convert({ content: text, source: 'csv', target: 'json' }).parts.join('')
}

function joinedBytes(pieces: Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(pieces.reduce((sum, piece) => sum + piece.length, 0))
  let at = 0
  for (const piece of pieces) {
    bytes.set(piece, at)
    at += piece.length
  }
  return bytes
}

const utf8 = (text: string) => new TextEncoder().encode(text)

describe('CSV bytes to JSON records', () => {
  it('writes what the text path writes, for any bytes cut anywhere', () => {
    const piece = fc.oneof(
      { arbitrary: fc.constantFrom('a', 'b c', ',', '\n', 'é', '🍑', '"', '""'), weight: 12 },
      {
        arbitrary: fc.constantFrom('\r', '\r\n', ';', '|', '\t', '\\', '\u0001', '\u007f', '\uFEFF'),
        weight: 3,
      },
    )
    // Malformed UTF-8 too: stray continuation bytes, cut and overlong sequences, encoded surrogates.
    const badBytes = fc.constantFrom(
      [0x80],
      [0xc0, 0xaf],
      [0xe0, 0x80, 0x80],
      [0xe2, 0x82],
      [0xed, 0xa0, 0x80],
      [0xf4, 0x90],
      [0xff],
    )
    const body = fc.array(
      fc.oneof(
        { arbitrary: piece.map(utf8), weight: 9 },
        { arbitrary: badBytes.map((b) => new Uint8Array(b)), weight: 1 },
      ),
      { maxLength: 40 },
    )
    const head = fc.constantFrom(
      'a,b\n',
      'a;b;c\r\n',
      '\uFEFF"x\ny",z\n',
      '\uFEFF\uFEFF"q\nr",s\n',
      'one\r',
      'k|"v"\n',
    )
    fc.assert(
      fc.property(head, body, fc.integer({ min: 1, max: 9 }), (start, pieces, chunkBytes) => {
        const bytes = joinedBytes([utf8(start), ...pieces])
        const json = viaBytes(bytes, chunkBytes)
        if (json !== null) expect(json).toBe(viaText(bytes))
      }),
      { numRuns: 2000 },
    )
  })

  it.each([
    ['quoted line breaks, CRLF, doubled quotes', '\uFEFFa,b\r\n"1\r\n2",x\r\n"say ""hi""",y\r\n'],
    ['blank and short rows, a trailing delimiter', 'a,b,c\n\n1\n\n2,3\n,\n4,5,6,7\n8,'],
    ['text after a closing quote, a quote inside an unquoted cell', 'h,i\n"ab"cd,e"f\n"g""",\n'],
    ['an unclosed quote running to the end', 'h\n"open\nstill, open'],
    ['control characters and backslashes', 'h,i\n\u0000\u0008\u000c\u001f,C:\\dir\\\n'],
    ['a header alone', 'only,a,header\n'],
  ])('writes %s as the text path does', (_, text) => {
    for (const chunkBytes of [1, 2, 3, 1000])
      expect(viaBytes(utf8(text), chunkBytes)).toBe(viaText(utf8(text)))
  })

  it('keeps a CRLF inside a quoted cell as it is, even cut between CR and LF', () => {
    const bytes = utf8('a,b\r\n"1\r\n2",x\r\n')
    for (const chunkBytes of [1, 6, 1000])
      expect(JSON.parse(viaBytes(bytes, chunkBytes)!)).toEqual([{ a: '1\r\n2', b: 'x' }])
  })

  it('writes a malformed UTF-8 sequence as the decoder does, even at the end', () => {
    const bytes = new Uint8Array([...utf8('h\nab'), 0xe2, 0x82, ...utf8(','), 0xf0, 0x9f, 0x8d])
    expect(viaBytes(bytes, 1)).toBe(viaText(bytes))
    expect(viaBytes(bytes, 1)).toContain('"ab\uFFFD"')
  })

  it('tells whether the bytes so far end at a row end', () => {
    const header = { delimiter: ',' as const, names: ['a'] }
    const writer = delimitedBytesToJson({ header, fromFileStart: false, brackets: false, onOutput: () => {} })
    writer.write(utf8('"1\n'))
    expect(writer.endsRow()).toBe(false)
    writer.write(utf8('2"\r'))
    expect(writer.endsRow()).toBe(false)
    writer.write(utf8('\n3\n'))
    expect(writer.endsRow()).toBe(true)
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { utf8SequenceLength } from './utf8-sequence'

/** The text `bytes` hold, read a sequence at a time as utf8SequenceLength measures them. */
function readBySequences(bytes: Uint8Array): string {
  let text = ''
  for (let i = 0; i < bytes.length;) {
    if (bytes[i]! < 0x80) {
      text += String.fromCharCode(bytes[i++]!)
      continue
    }
    const length = utf8SequenceLength(bytes, i)
    text += length > 0 ? new TextDecoder().decode(bytes.subarray(i, i + length)) : '\uFFFD'
    i += Math.abs(length)
  }
  return text
}

describe('utf8SequenceLength', () => {
  it.each([
    ['a two-byte character', [0xc3, 0xa9], 2],
    ['a four-byte character', [0xf0, 0x9f, 0x8d, 0x91], 4],
    ['a stray continuation byte', [0x80], -1],
    ['an overlong form', [0xc0, 0xaf], -1],
    ['an encoded surrogate, malformed at its second byte', [0xed, 0xa0, 0x80], -1],
    ['a code point past U+10FFFF', [0xf4, 0x90, 0x80, 0x80], -1],
    ['a sequence broken by ASCII', [0xe2, 0x82, 0x41], -2],
    ['a sequence cut off by the end', [0xf0, 0x9f, 0x8d], -3],
  ])('measures %s', (_, bytes, length) => {
    expect(utf8SequenceLength(new Uint8Array(bytes), 0)).toBe(length)
  })

  it('reads any bytes as the WHATWG decoder does', () => {
    const byte = fc.oneof(fc.integer({ min: 0, max: 0xff }), fc.integer({ min: 0x80, max: 0xbf }))
    const text = fc.string({ unit: 'grapheme', maxLength: 8 }).map((t) => [...new TextEncoder().encode(t)])
    const bytes = fc.array(
      fc.oneof(
        byte.map((b) => [b]),
        text,
      ),
      { maxLength: 30 },
    )
    fc.assert(
      fc.property(bytes, (pieces) => {
        const all = new Uint8Array(pieces.flat())
        expect(readBySequences(all)).toBe(new TextDecoder().decode(all))
      }),
      { numRuns: 2000 },
    )
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { jsonBytesOutput, jsonPlainBytes } from './json-bytes-output'

/** An output of `outputBytes` buffers, the pieces it hands on, and their text (each piece must be a fresh array). */
function collected(outputBytes: number) {
  const pieces: Uint8Array[] = []
  const output = jsonBytesOutput((piece) => pieces.push(piece), outputBytes)
  const text = () => {
    expect(new Set(pieces.map((piece) => piece.buffer)).size).toBe(pieces.length)
    return new TextDecoder().decode(new Uint8Array(pieces.flatMap((piece) => [...piece])))
  }
  return { output, pieces, text }
}

/** Writes `bytes` as the inside of a JSON string, plain runs copied, every other byte put on its own. */
function writeString(output: ReturnType<typeof jsonBytesOutput>, bytes: Uint8Array) {
  for (let i = 0; i < bytes.length;) {
    const start = i
    while (i < bytes.length && jsonPlainBytes[bytes[i]!] === 1) i++
    output.copy(bytes, start, i)
    if (i < bytes.length) i = output.putOther(bytes, i)
  }
}

describe('jsonBytesOutput', () => {
  it('writes any UTF-8 bytes inside a string as JSON.stringify writes their decoded text', () => {
    const text = fc.string({ unit: 'binary', maxLength: 60 })
    const bad = fc.constantFrom([0x80], [0xc0, 0xaf], [0xe2, 0x82], [0xff])
    const encoder = new TextEncoder()
    const bytes = fc.array(
      fc.oneof(
        text.map((t) => [...encoder.encode(t)]),
        bad,
      ),
      { maxLength: 8 },
    )
    fc.assert(
      fc.property(bytes, fc.integer({ min: 4, max: 64 }), (pieces, outputBytes) => {
        const input = new Uint8Array(pieces.flat())
        const { output, text } = collected(outputBytes)
        writeString(output, input)
        output.end()
        expect(text()).toBe(JSON.stringify(new TextDecoder().decode(input)).slice(1, -1))
      }),
      { numRuns: 500 },
    )
  })

  it('hands on full buffers as it goes, and the rest at the end', () => {
    const { output, pieces, text } = collected(4)
    output.put([0x61, 0x62, 0x63])
    output.put([0x64, 0x65])
    expect(pieces.map((piece) => piece.length)).toEqual([3])
    output.end()
    expect(text()).toBe('abcde')
  })

  it('takes back what was written since hold(), handing none of it on meanwhile', () => {
    const { output, pieces, text } = collected(2)
    output.put([0x61])
    output.hold()
    output.copy(new TextEncoder().encode('header row, longer than a buffer'), 0, 32)
    expect(pieces).toEqual([])
    output.dropHeld()
    output.putByte(0x62)
    output.end()
    expect(text()).toBe('ab')
  })
})

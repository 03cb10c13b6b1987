import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { wholeCharacters } from './whole-characters'

const byteOrderMark = [0xef, 0xbb, 0xbf]

/** The runs handed on for `bytes` written `chunkBytes` at a time, and what holding() said after each write. */
function runsOf(bytes: Uint8Array, chunkBytes: number, fromFileStart: boolean) {
  const runs: Uint8Array[] = []
  const writer = wholeCharacters(fromFileStart, (run) => runs.push(run.slice()))
  const holding: boolean[] = []
  for (let at = 0; at < bytes.length; at += chunkBytes) {
    writer.write(bytes.subarray(at, at + chunkBytes))
    holding.push(writer.holding())
  }
  writer.end()
  return { runs, holding, held: writer.holding() }
}

const decode = (bytes: Uint8Array | number[]) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(new Uint8Array(bytes))

describe('wholeCharacters', () => {
  it('hands on whole characters, whatever the cuts: each run decodes alone as it does in the whole', () => {
    const piece = fc.oneof(
      fc.constantFrom('a', 'é', '€', '🍑', '\uFEFF').map((t) => [...new TextEncoder().encode(t)]),
      fc.constantFrom([0x80], [0xc0], [0xe2, 0x82], [0xf0, 0x9f, 0x8d], [0xff]),
    )
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 30 }),
        fc.integer({ min: 1, max: 7 }),
        (pieces, chunkBytes) => {
          const bytes = pieces.flat()
          const { runs, held } = runsOf(new Uint8Array(bytes), chunkBytes, false)
          expect(runs.map(decode).join('')).toBe(decode(bytes))
          expect(held).toBe(false)
        },
      ),
      { numRuns: 2000 },
    )
  })

  it('drops up to two byte order marks from the file start, even cut into single bytes', () => {
    const text = [...byteOrderMark, ...byteOrderMark, ...byteOrderMark, 0x61]
    for (const chunkBytes of [1, 2, 100]) {
      const { runs } = runsOf(new Uint8Array(text), chunkBytes, true)
      expect(runs.map(decode).join('')).toBe('\uFEFFa')
    }
    // Not from the file's start (a later part of a split file), a mark is data.
    expect(runsOf(new Uint8Array(text), 1, false).runs.map(decode).join('')).toBe('\uFEFF\uFEFF\uFEFFa')
  })

  it('holds back a cut character, and the start of a file until its marks can be told', () => {
    expect(runsOf(new Uint8Array([0x61, 0xf0, 0x9f]), 3, false).holding).toEqual([true])
    expect(runsOf(new Uint8Array([0xef, 0xbb]), 2, true).holding).toEqual([true])
    expect(runsOf(new Uint8Array([0x61, 0x62, 0x63]), 3, true).holding).toEqual([false])
  })

  it('hands on a file that is only part of a byte order mark as it is', () => {
    expect(
      runsOf(new Uint8Array([0xef, 0xbb]), 1, true)
        .runs.map(decode)
        .join(''),
    ).toBe('\uFFFD')
  })
})

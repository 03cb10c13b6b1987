import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { convert } from './convert'
import { convertFilePart, planFileSplit } from './file-split'
import { jsonArrayPieces } from './json-array'

/**
 * A CSV text converted to JSON as two workers convert a file: cut by planFileSplit (at any size), each
 * part converted from its bytes as a worker converts them, the parts joined. `whole`: the first part took the
 * whole file. Null when the text is not cut.
 */
async function inTwoParts(text: string, sliceBytes: number) {
  const bytes = new TextEncoder().encode(text)
  const file = {
    size: bytes.length,
    head: new TextDecoder().decode(bytes),
    bytes: async (start: number, end: number) => bytes.subarray(start, end),
  }
  const split = await planFileSplit(file, { source: 'auto', target: 'json', options: {} }, 0)
  if (!split) return null
  const convertPart = async (part: 'first' | 'second') => {
    // The bytes a few at a time, so chunks end inside characters as a file stream's may.
    async function* chunks(start: number, end = bytes.length) {
      for (let at = start; at < end; at += sliceBytes)
        yield bytes.subarray(at, Math.min(end, at + sliceBytes))
    }
    const output: Uint8Array<ArrayBuffer>[] = []
    const end = await convertFilePart(split, part, bytes.length, chunks, (piece) => output.push(piece))
    const body = new TextDecoder().decode(await new Blob(output).arrayBuffer())
    return { body, empty: body === '', end }
  }
  const first = await convertPart('first')
  const second = await convertPart('second')
  const whole = first.end === bytes.length
  return { json: jsonArrayPieces(whole ? [first] : [first, second]).join(''), whole }
}

const convertedWhole = (text: string) =>
  convert({ content: text.replace(/^\uFEFF/, ''), source: 'csv', target: 'json' }).parts.join('')

describe('a CSV file converted to JSON in two parts', () => {
  it('joins into what one conversion gives, for any text', async () => {
    const body = fc.string({
      unit: fc.oneof(
        { arbitrary: fc.constantFrom('a', ' ', ',', '\n', 'é', '🍑'), weight: 9 },
        { arbitrary: fc.constantFrom('"', '\r', ';', '\uFEFF'), weight: 1 },
      ),
      minLength: 10,
      maxLength: 60,
    })
    const input = fc.tuple(
      fc.constantFrom('a,b\n', '\uFEFF"a\nb";c\r\n', 'x\r', ''),
      body,
      fc.integer({ min: 1, max: 7 }),
    )
    let cut = 0
    await fc.assert(
      fc.asyncProperty(input, async ([header, body, sliceBytes]) => {
        const text = header + body
        const parts = await inTwoParts(text, sliceBytes)
        if (parts === null) return
        if (!parts.whole) cut++
        expect(parts.json).toBe(convertedWhole(text))
      }),
      { numRuns: 1000 },
    )
    // About a fifth of the texts are cut in two (about 200 of 1000 runs); the rest test the first part
    // reading on, or are not cut.
    expect(cut).toBeGreaterThan(100)
  })

  it.each([
    [
      'quoted line breaks, CRLF and a byte order mark',
      '\uFEFFa,b\r\n"1\r\n2",x\r\n"say ""hi""",y\r\n3,"é\n🍑"\r\nlast,row\r\n',
      false,
    ],
    ['blank rows and short rows', 'a,b,c\n\n1\n\n2,3\n,\n4,5,6,7\n', false],
    // Past the closing quote after "ok", the quote inside x"y is text to the parser but flips the count,
    // which then takes the line feed inside "p\nq" for a row's end.
    [
      'a quote inside an unquoted cell that fools the cut',
      `a,b\n${'c,d\n'.repeat(6)}"ok",x"y\n"p\nq",2\n${'e,f\n'.repeat(4)}`,
      true,
    ],
  ])('joins %s', async (_, text, whole) => {
    const parts = await inTwoParts(text, 4)
    expect(parts).toEqual({ json: convertedWhole(text), whole })
  })

  it('is not cut when values are typed: typing takes the text path', async () => {
    const bytes = new TextEncoder().encode('a\n1\n2\n3\n4\n')
    const file = {
      size: bytes.length,
      head: 'a\n1\n2\n3\n4\n',
      bytes: async (start: number, end: number) => bytes.subarray(start, end),
    }
    const job = { source: 'csv', target: 'json' }
    expect(await planFileSplit(file, { ...job, options: {} }, 0)).not.toBeNull()
    expect(await planFileSplit(file, { ...job, options: { typedValues: true } }, 0)).toBeNull()
  })
})

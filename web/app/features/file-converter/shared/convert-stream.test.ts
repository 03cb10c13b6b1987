import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { convert, type OutputOptions } from './convert'
import { convertDelimitedStream, streamedSource } from './convert-stream'
import { textTargets, type TextTarget } from './formats'
import { fileConverterMessages as messages } from './messages'

async function* inChunks(chunks: string[]) {
  for (const chunk of chunks) yield chunk
}

/** The streamed output joined, or the error's message; every chunk is parsed as soon as it arrives. */
async function streamed(
  chunks: string[],
  source: 'csv' | 'tsv',
  target: TextTarget,
  options: OutputOptions = {},
): Promise<string> {
  const parts: string[] = []
  try {
    await convertDelimitedStream(
      inChunks(chunks),
      source,
      target,
      options,
      (taken) => parts.push(...taken),
      1,
    )
  } catch (error) {
    return (error as Error).message
  }
  return parts.join('')
}

/** What convert() gives for the whole text at once, or its error's message. */
function whole(text: string, source: 'csv' | 'tsv', target: TextTarget, options: OutputOptions = {}): string {
  try {
    return convert({ content: text, source, target, options }).parts.join('')
  } catch (error) {
    return (error as Error).message
  }
}

const splitAt = (text: string, cuts: number[]) =>
  [0, ...cuts, text.length].slice(1).map((end, i, ends) => text.slice(i === 0 ? 0 : ends[i - 1], end))

/** The targets a CSV source streams into whatever its separator: CSV output may be a pass-through. */
const streamedTargets = textTargets.filter((format) => format !== 'csv')

const boundaryCases = [
  'a,b\n"line 1\r\nline 2",x\r\n"say ""hi""",y\r\n',
  'a;b\r1;"2\r3"\r\r4;5',
  'a,b\n\n"",\n1,2,3\n"x"y,z',
  '\uFEFFname,city\n"Doe, Jane","Macon, GA"\n"unclosed,\nrow',
  'a\tb\n1\t"2\t3"\n',
  // A quote inside the first field: the delimiter is read past the CR, as detectDelimiter reads it.
  'a"\r "b; ',
]

describe('convertDelimitedStream', () => {
  it.each(boundaryCases)('gives what convert gives, however %j is cut in two', async (text) => {
    const source = text.split('\n')[0]!.includes('\t') ? 'tsv' : 'csv'
    for (const target of textTargets.filter((target) => streamedSource(text, source, target, {}))) {
      const expected = whole(text, source, target)
      for (let cut = 0; cut <= text.length; cut++) {
        expect(await streamed(splitAt(text, [cut]), source, target)).toBe(expected)
      }
      expect(await streamed([...text], source, target)).toBe(expected)
    }
  })

  it('gives what convert gives for any text cut anywhere', async () => {
    const text = fc.string({
      unit: fc.constantFrom('a', 'b', '1', '0', '.', 'true', ' ', ',', ';', '"', '\r', '\n'),
      maxLength: 40,
    })
    const input = text.chain((text) =>
      fc.tuple(fc.constant(text), fc.uniqueArray(fc.nat(text.length), { maxLength: 6 })),
    )
    await fc.assert(
      fc.asyncProperty(input, fc.constantFrom(...streamedTargets), async ([text, cuts], target) => {
        const chunks = splitAt(
          text,
          cuts.sort((x, y) => x - y),
        )
        expect(await streamed(chunks, 'csv', target)).toBe(whole(text, 'csv', target))
        const typed = { typedValues: true }
        expect(await streamed(chunks, 'csv', target, typed)).toBe(whole(text, 'csv', target, typed))
      }),
      { numRuns: Number(process.env.STREAM_PROPERTY_RUNS ?? 500) },
    )
  })

  it('calls blank input empty, and a blank header row missing', async () => {
    expect(await streamed([' \n', '\r\n '], 'csv', 'json')).toBe(messages.emptyContent)
    expect(await streamed([' ,\n', '1,2'], 'csv', 'json')).toBe(messages.missingHeader)
  })

  it('starts the output with a byte order mark when asked', async () => {
    const parts: string[] = []
    await convertDelimitedStream(inChunks(['a,b\n1,2']), 'csv', 'csv', { excelBom: true }, (taken) =>
      parts.push(...taken),
    )
    expect(parts.join('')).toBe('\uFEFFa,b\n1,2')
  })
})

describe('streamedSource', () => {
  it.each([
    ['a,b\n1,2', 'auto', 'json', 'csv'],
    ['a\tb\n1\t2', 'auto', 'ndjson', 'tsv'],
    ['a,b\n1,2', 'tsv', 'json', 'tsv'],
    ['[{"a":1,"b":2}', 'auto', 'csv', null],
    ['{"a":1}\n{"a":2}', 'auto', 'csv', null],
    ['a,b\n1,2', 'csv', 'csv', null],
    ['a;b\n1;2', 'csv', 'csv', 'csv'],
    ['a,b\n1,2', 'json', 'csv', null],
    ['a,b\n1,2', 'csv', 'xml', null],
  ])('streams %j read as %s into %s from %s', (head, source, target, expected) => {
    expect(streamedSource(head, source, target, {})).toBe(expected)
  })
})

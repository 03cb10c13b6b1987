import { describe, expect, it } from 'vitest'
import { rowStartAfter } from './row-boundary'

/** rowStartAfter over a text's UTF-8 bytes, read a few bytes at a time so slices end mid-character. */
function rowStartIn(text: string, from: number, delimiter = ',') {
  const bytes = new TextEncoder().encode(text)
  return rowStartAfter(async (start, end) => bytes.subarray(start, end), bytes.length, from, delimiter, 3)
}

const byteLength = (text: string) => new TextEncoder().encode(text).length

describe('rowStartAfter', () => {
  it('finds the row after the first line feed at or after the offset', async () => {
    expect(await rowStartIn('a,b\n1,2\n3,4\n', 5)).toBe(8)
    expect(await rowStartIn('a,b\n1,2\n3,4\n', 4)).toBe(8)
    expect(await rowStartIn('a,b\n1,2\n3,4\n', 3)).toBe(4)
  })

  it('takes CRLF rows from after the line feed', async () => {
    expect(await rowStartIn('a,b\r\n1,2\r\n3,4', 6)).toBe(10)
  })

  it('skips line breaks inside quotes, counting quotes from the start of the file', async () => {
    const text = 'a,b\n"x\ny","1\n2"\n"say ""hi""\n",3\nlast,row'
    expect(await rowStartIn(text, 5)).toBe(text.indexOf('"say'))
    expect(await rowStartIn(text, text.indexOf('"say') + 1)).toBe(text.indexOf('last'))
  })

  it('tells a line break inside quotes from a closing quote near the offset, whatever came before', async () => {
    // The stray quote in the first row makes the count from the start wrong; the closing quote after
    // "line" shows the line feed before "break" is inside a cell.
    const text = 'a,b\nx"y,1\n"one\nline";"tw\no"\n"say ""hi"" to\nbreak",2\nlast'
    expect(await rowStartIn(text, text.indexOf('one'), ';')).toBe(text.indexOf('"say'))
    expect(await rowStartIn(text, text.indexOf('to\n'))).toBe(text.indexOf('last'))
  })

  it('counts bytes through multibyte text and a byte order mark', async () => {
    const text = '\uFEFFname\n"Zoë 🍑\n"\n€,x\nend'
    const secondRow = byteLength('\uFEFFname\n"Zoë 🍑\n"\n')
    expect(await rowStartIn(text, byteLength('\uFEFFname\n'))).toBe(secondRow)
    expect(await rowStartIn(text, secondRow)).toBe(byteLength(text) - 3)
  })

  it('is null with no line feed outside quotes before the end', async () => {
    expect(await rowStartIn('a,b\n"1\n2\n3"', 5)).toBeNull()
    expect(await rowStartIn('a,b\n1,2\n', 5)).toBeNull()
    expect(await rowStartIn('a,b\r1,2\r3,4', 2)).toBeNull()
  })
})

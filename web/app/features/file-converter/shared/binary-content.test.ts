import { describe, expect, it } from 'vitest'
import { looksBinary } from './binary-content'

describe('binary sniffing', () => {
  it('takes UTF-8 text, BOM and accents included, as text', () => {
    expect(looksBinary(new TextEncoder().encode('\uFEFFname;città\nRené;Zürich\n'))).toBe(false)
    expect(looksBinary(new Uint8Array())).toBe(false)
  })

  it('refuses a PNG signature and header', () => {
    const png = [
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
    ]
    expect(looksBinary(Uint8Array.from(png))).toBe(true)
  })

  it('looks only at the first 8 KB', () => {
    const text = new Uint8Array(8192 + 10).fill(0x61)
    text[8192 + 5] = 0
    expect(looksBinary(text)).toBe(false)
    text[8191] = 0
    expect(looksBinary(text)).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'
import { previewChars } from '../shared/formats'
import { finished, outputBlob } from './output-blob'

const utf8 = (text: string) => new TextEncoder().encode(text)

describe('outputBlob', () => {
  it('holds every part, text and bytes, and previews the start even with a character cut between parts', async () => {
    const output = outputBlob()
    const peach = utf8('🍑')
    output.add(['a', peach.slice(0, 2)])
    output.add([peach.slice(2), utf8('b')])
    const { blob, preview, truncated, empty } = output.finish('text/plain')
    expect(await blob.text()).toBe('a🍑b')
    expect(blob.type).toBe('text/plain')
    expect({ preview, truncated, empty }).toEqual({ preview: 'a🍑b', truncated: false, empty: false })
  })

  it('previews the first previewChars characters and says the output goes on past them', async () => {
    const output = outputBlob()
    output.add(['x'.repeat(previewChars - 1), 'yz'])
    output.add([''])
    expect(output.finish().preview).toBe(`${'x'.repeat(previewChars - 1)}y`)
    expect(output.finish().truncated).toBe(true)

    const exact = outputBlob()
    exact.add(['x'.repeat(previewChars), ''])
    expect(exact.finish().truncated).toBe(false)
  })

  it('tells an output of empty parts from one with text, for the split conversion to join', () => {
    const output = outputBlob()
    output.add(['', new Uint8Array(0)])
    expect(output.finish().empty).toBe(true)
  })

  it('gives the page the Blob typed for the target', async () => {
    const output = outputBlob()
    output.add(['{}'])
    const converted = finished(output, 'json')
    expect(converted.blob.type).toBe('application/json')
    expect(converted).toMatchObject({ preview: '{}', previewTruncated: false })
  })
})

import { Readable } from 'node:stream'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { decode, readCapped } from './page-body.ts'
import { PageFetchError } from './page-fetch-error.ts'

const url = new URL('https://example.com/')
const openDeadline = new AbortController().signal

describe('the page body', () => {
  it('is read up to the cap, and says it was cut', async () => {
    const stream = Readable.from([Buffer.alloc(600, 1), Buffer.alloc(600, 2)])
    const { data, truncated } = await readCapped(stream, 1_000, openDeadline, 10_000, url)
    expect(data.length).toBe(1_000)
    expect(truncated).toBe(true)
  })

  it('is unpacked under the same cap, however far a small gzip would inflate', async () => {
    const bomb = gzipSync(Buffer.alloc(10_000_000))
    expect(bomb.length).toBeLessThan(20_000)
    const { data, truncated } = await decode(bomb, 'gzip', 50_000, url)
    expect(data.length).toBe(50_000)
    expect(truncated).toBe(true)
    const plain = await decode(Buffer.from('<p>hi</p>'), undefined, 50_000, url)
    expect(plain).toEqual({ data: Buffer.from('<p>hi</p>'), truncated: false })
  })

  it('that claims an encoding it does not have is a failure people can read', async () => {
    const failure = await decode(Buffer.from('not gzip at all'), 'gzip', 50_000, url).catch((error) => error)
    expect(failure).toBeInstanceOf(PageFetchError)
    expect(failure.message).toBe("example.com sent a gzip body we couldn't unpack.")
  })
})

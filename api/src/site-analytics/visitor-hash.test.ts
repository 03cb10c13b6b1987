import { describe, expect, it } from 'vitest'
import { visitorHash, visitorHashInput } from './visitor-hash.ts'

const salt = Buffer.alloc(32, 7)
const otherSalt = Buffer.alloc(32, 8)
const ua = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'

describe('visitorHashInput', () => {
  it('puts the salt and the site first, then the address and the User-Agent apart', () => {
    const input = visitorHashInput(salt, 3, '203.0.113.9', ua)
    expect(input.subarray(0, 32)).toEqual(salt)
    expect(input.readBigUInt64BE(32)).toBe(3n)
    expect(input.subarray(40).toString('utf8')).toBe(`203.0.113.9\n${ua}`)
  })
})

describe('visitorHash', () => {
  it('is the same for the same person on the same site and day', () => {
    expect(visitorHash(salt, 3, '203.0.113.9', ua)).toBe(visitorHash(salt, 3, '203.0.113.9', ua))
    expect(visitorHash(salt, 3, '203.0.113.9', ua)).toMatch(/^-?\d{1,19}$/)
  })

  it('changes with the day’s salt, the site, the address and the browser', () => {
    const base = visitorHash(salt, 3, '203.0.113.9', ua)
    expect(visitorHash(otherSalt, 3, '203.0.113.9', ua)).not.toBe(base)
    expect(visitorHash(salt, 4, '203.0.113.9', ua)).not.toBe(base)
    expect(visitorHash(salt, 3, '203.0.113.10', ua)).not.toBe(base)
    expect(visitorHash(salt, 3, '203.0.113.9', `${ua} extra`)).not.toBe(base)
    // Moving characters between address and User-Agent makes other bytes.
    expect(visitorHash(salt, 3, '203.0.113.9M', 'ozilla')).not.toBe(
      visitorHash(salt, 3, '203.0.113.9', 'Mozilla'),
    )
  })
})

import jwt from 'jsonwebtoken'
import { describe, expect, it } from 'vitest'
import { readSessionToken, sessionLifetimeSeconds, signSessionToken } from './session-token.ts'

const secret = 'a-test-secret-that-is-long-enough-for-hs256-0123456789'
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')

describe('session tokens', () => {
  it('reads back the user and the signing time of a token it signed', () => {
    const before = Date.now()
    const claims = readSessionToken(secret, signSessionToken(secret, 42))
    expect(claims?.userId).toBe(42)
    expect(claims?.issuedAtMs).toBeGreaterThanOrEqual(before)
    expect(claims?.issuedAtMs).toBeLessThanOrEqual(Date.now())
  })

  it('accepts a token until it expires, and not after', () => {
    const token = signSessionToken(secret, 7)
    const lifetimeMs = sessionLifetimeSeconds * 1000
    expect(readSessionToken(secret, token, Date.now() + lifetimeMs - 5_000)).not.toBeNull()
    expect(readSessionToken(secret, token, Date.now() + lifetimeMs + 5_000)).toBeNull()
  })

  it('refuses a token it has already accepted when it is checked against another secret', () => {
    const token = signSessionToken(secret, 8)
    expect(readSessionToken(secret, token)?.userId).toBe(8)
    expect(readSessionToken(`${secret}-rotated`, token)).toBeNull()
    expect(readSessionToken(secret, token)?.userId).toBe(8)
  })

  it('agrees with jsonwebtoken on a standard HS256 token', () => {
    const token = jwt.sign({}, secret, { algorithm: 'HS256', subject: '9', expiresIn: 60 })
    expect(readSessionToken(secret, token)).toEqual({ userId: 9, issuedAtMs: expect.any(Number) })
  })

  it.each([
    ['alg none', `${base64url({ alg: 'none' })}.${base64url({ sub: '1', exp: 4e9 })}.`],
    [
      'alg none with a signature part',
      `${base64url({ alg: 'none' })}.${base64url({ sub: '1', exp: 4e9 })}.AAAA`,
    ],
    ['another secret', jwt.sign({}, `${secret}-other`, { subject: '1', expiresIn: 60 })],
    ['HS512', jwt.sign({}, secret, { algorithm: 'HS512', subject: '1', expiresIn: 60 })],
    ['no expiry', jwt.sign({}, secret, { subject: '1' })],
    ['not yet valid', jwt.sign({}, secret, { subject: '1', expiresIn: 120, notBefore: 60 })],
    ['no subject', jwt.sign({}, secret, { expiresIn: 60 })],
    ['a subject that is not an id', jwt.sign({}, secret, { subject: 'admin', expiresIn: 60 })],
    ['two parts', 'abc.def'],
    ['a payload that is not JSON', `${base64url({ alg: 'HS256' })}.bm90IGpzb24.sig`],
    ['junk', '%%%.###.!!!'],
  ])('refuses %s', (_name, token) => {
    expect(readSessionToken(secret, token)).toBeNull()
  })

  it('refuses a token whose payload was changed after signing', () => {
    const [header, , signature] = signSessionToken(secret, 5).split('.')
    const forged = `${header}.${base64url({ sub: '1', exp: 4e9 })}.${signature}`
    expect(readSessionToken(secret, forged)).toBeNull()
  })

  it('refuses every other spelling of a signature that decodes to the same bytes', () => {
    const token = signSessionToken(secret, 6)
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
    const lastIndex = alphabet.indexOf(token.at(-1)!)
    // The last of 43 characters holds 4 bits of the signature and 2 spare bits: 3 other spellings.
    const spellings = [0, 1, 2, 3]
      .map((spare) => alphabet[(lastIndex & ~3) | spare]!)
      .filter((last) => last !== token.at(-1))
      .map((last) => token.slice(0, -1) + last)
    expect(spellings).toHaveLength(3)
    for (const spelling of spellings) {
      expect(Buffer.from(spelling.split('.')[2]!, 'base64url')).toEqual(
        Buffer.from(token.split('.')[2]!, 'base64url'),
      )
      expect(readSessionToken(secret, spelling)).toBeNull()
    }
    expect(readSessionToken(secret, token)?.userId).toBe(6)
  })
})

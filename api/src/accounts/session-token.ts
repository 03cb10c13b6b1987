import { createHmac, timingSafeEqual } from 'node:crypto'
import jwt from 'jsonwebtoken'

/** How long a sign-in lasts: the token carries the user id and expires after this. */
export const sessionLifetimeSeconds = 7 * 24 * 3600

const algorithm = 'HS256'

/** A signed session token (JWT, HS256) naming the user by id; nothing else is trusted from it. */
export function signSessionToken(secret: string, userId: number): string {
  // `iat` has whole seconds; `iatMs` lets a password reset cut off exactly the sessions signed before it.
  return jwt.sign({ iatMs: Date.now() }, secret, {
    algorithm,
    subject: String(userId),
    expiresIn: sessionLifetimeSeconds,
  })
}

export interface SessionClaims {
  userId: number
  /** When the token was signed, in milliseconds since the epoch. */
  issuedAtMs: number
}

const base64urlPart = /^[\w-]+$/

/** A token whose signature checked out, with the times that bound its use. */
interface VerifiedToken {
  secret: string
  claims: Readonly<SessionClaims>
  expiresAtMs: number
  notBeforeMs: number
}

// Tokens already verified, by their whole text: a signed-in client sends the same token with every call,
// and the HMAC and JSON decoding are most of a check's cost (~15 µs, a tenth of the bills list's CPU).
// Only a byte-identical token signed with the same secret hits; its lifetime is checked on every read.
// The oldest entry leaves first.
const verifiedTokens = new Map<string, VerifiedToken>()
const verifiedTokensMax = 5_000

/**
 * Who a session token names and when it was signed, or null when it is malformed, forged, of another
 * algorithm (`none` included) or expired. Every protected request runs this, so it is verified here with
 * one HMAC (~10 µs) instead of jsonwebtoken's verify (~350 µs a call on this machine, which capped an
 * authenticated endpoint at ~1,000 requests a second), and each token only once.
 */
export function readSessionToken(secret: string, token: string, now = Date.now()): SessionClaims | null {
  let verified = verifiedTokens.get(token)
  if (verified?.secret !== secret) {
    verified = verifyToken(secret, token)
    if (!verified) return null
    if (verifiedTokens.size >= verifiedTokensMax) verifiedTokens.delete(verifiedTokens.keys().next().value!)
    verifiedTokens.set(token, verified)
  }
  return verified.expiresAtMs > now && verified.notBeforeMs <= now ? verified.claims : null
}

function verifyToken(secret: string, token: string): VerifiedToken | undefined {
  const parts = token.split('.')
  if (parts.length !== 3 || !parts.every((part) => base64urlPart.test(part))) return undefined
  const [encodedHeader, encodedPayload, encodedSignature] = parts as [string, string, string]
  const header = decodeJson(encodedHeader)
  if (header?.alg !== algorithm) return undefined
  const expected = createHmac('sha256', secret).update(`${encodedHeader}.${encodedPayload}`).digest()
  const given = Buffer.from(encodedSignature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
  // 32 bytes take 43 characters whose last one carries 2 spare bits that decoding ignores: only the one
  // encoding the signer wrote is the token (not four spellings of it, each its own cache entry).
  if (given.toString('base64url') !== encodedSignature) return undefined

  const claims = decodeJson(encodedPayload)
  if (typeof claims?.exp !== 'number') return undefined
  const userId = Number(claims.sub)
  const issuedAtMs = Number(claims.iatMs ?? Number(claims.iat) * 1000)
  if (!Number.isSafeInteger(userId) || userId <= 0 || !Number.isFinite(issuedAtMs)) return undefined
  return {
    secret,
    claims: Object.freeze({ userId, issuedAtMs }),
    expiresAtMs: claims.exp * 1000,
    notBeforeMs: typeof claims.nbf === 'number' ? claims.nbf * 1000 : -Infinity,
  }
}

function decodeJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

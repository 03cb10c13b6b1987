import { createHash, randomBytes } from 'node:crypto'

/** 32 random bytes, URL-safe: the secret part of a reset or sign-in link. */
export function newOneTimeToken(): string {
  return randomBytes(32).toString('base64url')
}

/**
 * What the database keeps instead of the token. A plain SHA-256 suffices: the token has 256 random bits,
 * so there is nothing to brute-force, and a leaked table holds no working link.
 */
export function hashOneTimeToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

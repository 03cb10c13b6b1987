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

/** Who a session token names and when it was signed, or null when it is malformed, forged or expired. */
export function readSessionToken(secret: string, token: string): SessionClaims | null {
  try {
    const claims = jwt.verify(token, secret, { algorithms: [algorithm] })
    if (typeof claims !== 'object') return null
    const userId = Number(claims.sub)
    const issuedAtMs = Number(claims.iatMs ?? Number(claims.iat) * 1000)
    return Number.isSafeInteger(userId) && userId > 0 && Number.isFinite(issuedAtMs)
      ? { userId, issuedAtMs }
      : null
  } catch {
    return null
  }
}

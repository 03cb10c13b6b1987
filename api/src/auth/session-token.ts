import jwt from 'jsonwebtoken'

/** How long a sign-in lasts: the token carries the user id and expires after this. */
export const sessionLifetimeSeconds = 7 * 24 * 3600

const algorithm = 'HS256'

/** A signed session token (JWT, HS256) naming the user by id; nothing else is trusted from it. */
export function signSessionToken(secret: string, userId: number): string {
  return jwt.sign({}, secret, { algorithm, subject: String(userId), expiresIn: sessionLifetimeSeconds })
}

/** The user id a session token names, or null when it is malformed, forged or expired. */
export function readSessionToken(secret: string, token: string): number | null {
  try {
    const claims = jwt.verify(token, secret, { algorithms: [algorithm] })
    const userId = typeof claims === 'object' ? Number(claims.sub) : NaN
    return Number.isSafeInteger(userId) && userId > 0 ? userId : null
  } catch {
    return null
  }
}

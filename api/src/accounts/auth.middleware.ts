import type { RequestHandler } from 'express'
import type { AppDeps } from '../deps.ts'
import { forbidden, unauthorized } from '../platform/http/http-error.ts'
import { usersRepository, type SessionUserRecord } from './users.repository.ts'
import { readSessionToken, type SessionClaims } from './session-token.ts'

/** The signed-in user, as protected handlers see it. */
export interface AuthUser {
  id: number
  username: string
  isAdmin: boolean
  householdId: number
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set by requireUser / requireAdmin. */
      user?: AuthUser
    }
  }
}

const missingSession = 'Your session is missing or has expired. Please sign in again.'
const endedSession =
  'You were signed out because the password was reset or Sign Out Everywhere was chosen. Please sign in again.'

/**
 * The session a request's `Authorization: Bearer <token>` carries, checked without the database (a
 * well-formed, correctly signed, unexpired token); null otherwise. Only the first half of a sign-in check:
 * `signedInUser` must then see the user as stored now.
 */
export function bearerSession(deps: Pick<AppDeps, 'jwtSecret'>, authorization: string | undefined) {
  const match = /^Bearer ([\w.-]{1,2000})$/i.exec(authorization?.trim() ?? '')
  return match?.[1] ? readSessionToken(deps.jwtSecret, match[1]) : null
}

/**
 * The signed-in user, from the user record read for this very request: undefined when the user no longer
 * exists, or the session was signed before a password reset or "sign out everywhere".
 */
export function signedInUser(
  session: SessionClaims,
  user: SessionUserRecord | undefined,
): AuthUser | undefined {
  if (!user || (user.sessionsValidAfter && session.issuedAtMs < user.sessionsValidAfter.getTime())) {
    return undefined
  }
  return {
    id: user.id,
    username: user.username,
    isAdmin: user.role === 'admin',
    householdId: user.householdId,
  }
}

/**
 * The 401 for a request that gives no signed-in user, saying why: a session ended on purpose (a password
 * reset, "sign out everywhere") is told apart from one that is missing, forged or expired, so a page
 * can tell the person what happened.
 */
function sessionRefused(session: SessionClaims | null, user: SessionUserRecord | undefined) {
  const ended = session && user?.sessionsValidAfter && session.issuedAtMs < user.sessionsValidAfter.getTime()
  return unauthorized(ended ? endedSession : missingSession)
}

/** `signedInUser`, or a 401 for a request whose session is missing, invalid or ended. */
export function signedInUserOr401(session: SessionClaims | null, user: SessionUserRecord | undefined) {
  const signedIn = session && signedInUser(session, user)
  if (!signedIn) throw sessionRefused(session, user)
  return signedIn
}

/**
 * The user a request's `Authorization: Bearer <token>` names, re-read from the database on every call so a
 * deleted or demoted user loses access at once, and a password reset ends older sessions; a 401 saying why
 * when there is no valid token or no such user.
 */
export async function authenticate(deps: AppDeps, authorization: string | undefined): Promise<AuthUser> {
  const session = bearerSession(deps, authorization)
  if (!session) throw sessionRefused(null, undefined)
  return signedInUserOr401(session, await usersRepository.findById(deps.db, session.userId))
}

/** 401 unless the request carries a valid session token of an existing user; sets `req.user`. */
export function requireUser(deps: AppDeps): RequestHandler {
  return async (req, _res, next) => {
    req.user = await authenticate(deps, req.headers.authorization)
    next()
  }
}

/** 401 without a valid session, 403 for a signed-in user who is not an admin. */
export function requireAdmin(deps: AppDeps): RequestHandler {
  return async (req, _res, next) => {
    const user = await authenticate(deps, req.headers.authorization)
    if (!user.isAdmin) throw forbidden('Only an admin can see this.')
    req.user = user
    next()
  }
}

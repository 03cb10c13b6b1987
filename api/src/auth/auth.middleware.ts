import type { RequestHandler } from 'express'
import type { AppDeps } from '../deps.ts'
import { forbidden, unauthorized } from '../http/http-error.ts'
import { usersRepository } from '../users/users.repository.ts'
import { readSessionToken } from './session-token.ts'

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

/**
 * The user a request's `Authorization: Bearer <token>` names, re-read from the database on every call so a
 * deleted or demoted user loses access at once, and a password reset ends older sessions. Undefined when
 * there is no valid token or no such user.
 */
export async function authenticate(
  deps: AppDeps,
  authorization: string | undefined,
): Promise<AuthUser | undefined> {
  const match = /^Bearer ([\w.-]{1,2000})$/i.exec(authorization?.trim() ?? '')
  const session = match?.[1] ? readSessionToken(deps.jwtSecret, match[1]) : null
  if (!session) return undefined
  const user = await usersRepository.findById(deps.db, session.userId)
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

/** 401 unless the request carries a valid session token of an existing user; sets `req.user`. */
export function requireUser(deps: AppDeps): RequestHandler {
  return async (req, _res, next) => {
    const user = await authenticate(deps, req.headers.authorization)
    if (!user) throw unauthorized('Your session is missing or has expired. Please sign in again.')
    req.user = user
    next()
  }
}

/** 401 without a valid session, 403 for a signed-in user who is not an admin. */
export function requireAdmin(deps: AppDeps): RequestHandler {
  return async (req, _res, next) => {
    const user = await authenticate(deps, req.headers.authorization)
    if (!user) throw unauthorized('Your session is missing or has expired. Please sign in again.')
    if (!user.isAdmin) throw forbidden('Only an admin can see this.')
    req.user = user
    next()
  }
}

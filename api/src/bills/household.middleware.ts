import type { RequestHandler } from 'express'
import type { AppDeps } from '../deps.ts'
import { bearerSession } from '../accounts/auth.middleware.ts'
import { householdsRepository, type Household } from './households.repository.ts'
import { householdMemberOfSession } from './households.service.ts'

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** The signed-in user's household, set by requireHouseholdMember. */
      household?: Household
    }
  }
}

/**
 * 401 unless the request carries a valid session of an existing user (requireUser's check); sets
 * `req.user` and `req.household`, both read afresh in one statement on every call.
 */
export function requireHouseholdMember(deps: AppDeps): RequestHandler {
  return async (req, _res, next) => {
    const session = bearerSession(deps, req.headers.authorization)
    const { user, found } = await householdMemberOfSession(deps, session, (userId) =>
      householdsRepository.ofUser(deps.db, userId),
    )
    req.user = user
    req.household = { id: found.id, studio: found.studio, members: found.members }
    next()
  }
}

import type { RequestHandler } from 'express'
import type { AppDeps } from '../deps.ts'
import { serviceUnavailable } from '../http/http-error.ts'
import { householdsRepository, type Household } from './households.repository.ts'

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** The signed-in user's household, set by loadHousehold (after requireUser). */
      household?: Household
    }
  }
}

/** Reads the caller's household afresh on every call, so a rename is seen at once by its other members. */
export function loadHousehold(deps: AppDeps): RequestHandler {
  return async (req, _res, next) => {
    const household = await householdsRepository.findById(deps.db, req.user!.householdId)
    if (!household?.members) {
      throw serviceUnavailable('The household’s names are not set yet. Please try again in a minute.')
    }
    req.household = { ...household, members: household.members }
    next()
  }
}

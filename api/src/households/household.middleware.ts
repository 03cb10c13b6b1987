import type { RequestHandler } from 'express'
import type { AppDeps } from '../deps.ts'
import { householdsRepository, type Household } from './households.repository.ts'
import { readWithStudioMembers } from './households.service.ts'

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
    const { householdId } = req.user!
    const household = await readWithStudioMembers(deps, () =>
      householdsRepository.findById(deps.db, householdId),
    )
    req.household = household as Household
    next()
  }
}

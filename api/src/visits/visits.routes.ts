import { Router } from 'express'
import * as siteApi from '../contract/site.ts'
import type { AppDeps } from '../deps.ts'
import { rateLimited } from '../platform/rate-limit/rate-limit.ts'
import { rateLimitRules } from '../platform/rate-limit/rules.ts'
import { visitsRepository } from './visits.repository.ts'

export function visitsRoutes(deps: AppDeps): Router {
  const router = Router()
  router.post(siteApi.recordVisit.path, rateLimited(deps, rateLimitRules.visitors), async (_req, res) => {
    await visitsRepository.record(deps.db)
    res.status(204).end()
  })
  return router
}

import { Router } from 'express'
import type { AppDeps } from './deps.ts'
import { healthRoutes } from './health/health.routes.ts'
import { visitsRoutes } from './visits/visits.routes.ts'

/** Every area's router, mounted under /api. One line per area. */
export function apiRoutes(deps: AppDeps): Router {
  const router = Router()
  router.use(healthRoutes(deps))
  router.use(visitsRoutes(deps))
  return router
}

import { Router } from 'express'
import type { AppDeps } from './deps.ts'
import { authRoutes } from './accounts/auth.routes.ts'
import { billsRoutes } from './bills/bills.routes.ts'
import { contactRoutes } from './contact/contact.routes.ts'
import { dashboardRoutes } from './dashboard/dashboard.routes.ts'
import { healthRoutes } from './health/health.routes.ts'
import { toolsRoutes } from './tools/tools.routes.ts'
import { visitsRoutes } from './visits/visits.routes.ts'

/**
 * Every area's router, mounted under /api. One line per area; the bills first, since their list is the
 * app's most frequent call and each router before it is entered and searched on every request.
 */
export function apiRoutes(deps: AppDeps): Router {
  const router = Router()
  router.use(billsRoutes(deps))
  router.use(healthRoutes(deps))
  router.use(visitsRoutes(deps))
  router.use(authRoutes(deps))
  router.use(contactRoutes(deps))
  router.use(dashboardRoutes(deps))
  router.use(toolsRoutes(deps))
  return router
}

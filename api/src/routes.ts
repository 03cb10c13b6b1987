import { Router } from 'express'
import { authRoutes } from './accounts/auth.routes.ts'
import { askRoutes } from './ask/ask.routes.ts'
import { billsRoutes } from './bills/bills.routes.ts'
import { contactRoutes } from './contact/contact.routes.ts'
import { dashboardRoutes } from './dashboard/dashboard.routes.ts'
import type { AppDeps } from './deps.ts'
import { healthRoutes } from './health/health.routes.ts'
import { milestonesRoutes } from './milestones/milestones.routes.ts'
import { monthlyReportsRoutes } from './monthly-reports/monthly-reports.routes.ts'
import { namingRoutes } from './naming/naming.routes.ts'
import { portalSitesRoutes } from './portal-sites/portal-sites.routes.ts'
import { siteAnalyticsRoutes } from './site-analytics/site-analytics.routes.ts'
import { roastToastRoutes } from './roast-toast/roast-toast.routes.ts'
import { progressRoutes } from './tool-calls/progress.routes.ts'
import { updateRequestsRoutes } from './update-requests/update-requests.routes.ts'
import { visitsRoutes } from './visits/visits.routes.ts'
import { weatherRoutes } from './weather/weather.routes.ts'

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
  // The server-side tools, and following a tool call's job while it waits.
  router.use(askRoutes(deps))
  router.use(roastToastRoutes(deps))
  router.use(namingRoutes(deps))
  router.use(weatherRoutes(deps))
  router.use(progressRoutes(deps))
  // Care plan portal: sites under care.
  router.use(portalSitesRoutes(deps))
  // Site analytics: a site's visits.
  router.use(siteAnalyticsRoutes(deps))
  // The care plan portal's work for clients: project milestones, update requests, monthly reports.
  router.use(milestonesRoutes(deps))
  router.use(updateRequestsRoutes(deps))
  router.use(monthlyReportsRoutes(deps))
  return router
}

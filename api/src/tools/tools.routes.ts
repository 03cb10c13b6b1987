import { Router } from 'express'
import type { AppDeps } from '../deps.ts'
import { askRoutes } from '../ask/ask.routes.ts'
import { namingRoutes } from '../naming/naming.routes.ts'
import { progressRoutes } from './progress/progress.routes.ts'
import { roastToastRoutes } from '../site-audit/site-audit.routes.ts'
import { weatherRoutes } from '../weather/weather.routes.ts'

/** The server-side tools: the assistant, the site audit, names and taglines, and the weather. */
export function toolsRoutes(deps: AppDeps): Router {
  const router = Router()
  router.use(askRoutes(deps))
  router.use(roastToastRoutes(deps))
  router.use(namingRoutes(deps))
  router.use(weatherRoutes(deps))
  router.use(progressRoutes(deps))
  return router
}

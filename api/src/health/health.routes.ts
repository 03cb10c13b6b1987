import { Router } from 'express'
import * as siteApi from '../contract/site.ts'
import type { AppDeps } from '../deps.ts'
import { checkHealth, pendingMigrationsCheck, unavailableReason } from './health.service.ts'

export function healthRoutes(deps: AppDeps): Router {
  const router = Router()
  const pendingMigrationsOf = pendingMigrationsCheck(deps.db)
  router.get(siteApi.health.path, async (_req, res) => {
    const report = await checkHealth(deps, pendingMigrationsOf)
    const reason = unavailableReason(report)
    res.set('Cache-Control', 'no-store')
    if (!reason) {
      res.json(report)
      return
    }
    res.status(503).json({ ...report, error: reason })
  })
  return router
}

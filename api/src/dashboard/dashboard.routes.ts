import { Router } from 'express'
import { requireAdmin } from '../accounts/auth.middleware.ts'
import * as dashboardApi from '../contract/dashboard.ts'
import { retryJobBody } from '../contract/dashboard.schemas.ts'
import type { AppDeps } from '../deps.ts'
import { parseInput } from '../platform/http/validate.ts'
import { jobQueueState, retryFailedJob, studioOverview } from './dashboard.service.ts'

/**
 * The admin dashboard under /api/dashboard: the Studio Overview reads and the job queue view of the
 * Developer's Playground. (POST /dashboard/visitors.php, open to anyone, lives with visits.)
 */
export function dashboardRoutes(deps: AppDeps): Router {
  const router = Router()
  const adminOnly = requireAdmin(deps)

  for (const name of Object.keys(dashboardApi.overviewReads) as (keyof typeof dashboardApi.overviewReads)[]) {
    router.get(dashboardApi.overviewReads[name].path, adminOnly, async (_req, res) => {
      res.json(await studioOverview[name](deps))
    })
  }

  router.get(dashboardApi.jobs.path, adminOnly, async (_req, res) => {
    res.json(await jobQueueState(deps))
  })

  router.post(dashboardApi.retryJob.path, adminOnly, async (req, res) => {
    const { id, lane } = parseInput(retryJobBody, req.body)
    await retryFailedJob(deps, lane, id)
    res.json({ success: `Job ${id} is queued again.` })
  })

  return router
}

import { Router } from 'express'
import { z } from 'zod'
import { requireAdmin } from '../auth/auth.middleware.ts'
import type { AppDeps } from '../deps.ts'
import { parseInput } from '../http/validate.ts'
import { jobQueueState, retryFailedJob, studioOverview } from './dashboard.service.ts'

const retryInput = z.object({
  id: z.string({ error: 'is required' }).trim().min(1, 'is required').max(200),
  /** Mail has its own queue; a retry without a lane means the other jobs' queue. */
  lane: z.enum(['jobs', 'mail'], { error: "must be 'jobs' or 'mail'" }).default('jobs'),
})

/**
 * The admin dashboard under /api/dashboard: the Studio Overview reads and the job queue view of the
 * Developer's Playground. (POST /dashboard/visitors.php, open to anyone, lives with visits.)
 */
export function dashboardRoutes(deps: AppDeps): Router {
  const router = Router()
  const adminOnly = requireAdmin(deps)

  for (const [name, read] of Object.entries(studioOverview)) {
    router.get(`/dashboard/${name}`, adminOnly, async (_req, res) => {
      res.json(await read(deps))
    })
  }

  router.get('/dashboard/jobs', adminOnly, async (_req, res) => {
    res.json(await jobQueueState(deps))
  })

  router.post('/dashboard/jobs/retry', adminOnly, async (req, res) => {
    const { id, lane } = parseInput(retryInput, req.body)
    await retryFailedJob(deps, lane, id)
    res.json({ success: `Job ${id} is queued again.` })
  })

  return router
}

import { Router } from 'express'
import type { AppDeps } from '../deps.ts'
import { checkHealth, downParts } from './health.service.ts'

export function healthRoutes(deps: AppDeps): Router {
  const router = Router()
  router.get('/health', async (_req, res) => {
    const report = await checkHealth(deps)
    const down = downParts(report)
    res.set('Cache-Control', 'no-store')
    if (down.length === 0) {
      res.json(report)
      return
    }
    res.status(503).json({
      ...report,
      error: `Unavailable: the ${down.join(' and the ')} ${down.length > 1 ? 'are' : 'is'} down.`,
    })
  })
  return router
}

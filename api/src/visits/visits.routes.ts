import { Router } from 'express'
import type { AppDeps } from '../deps.ts'
import { visitsRepository } from './visits.repository.ts'

export function visitsRoutes({ db }: AppDeps): Router {
  const router = Router()
  router.post('/dashboard/visitors.php', async (_req, res) => {
    await visitsRepository.record(db)
    res.status(204).end()
  })
  return router
}

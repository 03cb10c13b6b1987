import { Router } from 'express'
import * as toolsApi from '../contract/tools.ts'
import type { AppDeps } from '../deps.ts'
import { conflict, notFound } from '../platform/http/http-error.ts'
import { rateLimited } from '../platform/rate-limit/rate-limit.ts'
import { rateLimitRules } from '../platform/rate-limit/rules.ts'
import { trackingKeyOf } from './progress-id.ts'

const noSuchJob = 'There is no tool request with that progress id.'
const tooLate = 'That request has already started, so it can no longer be cancelled.'

/** Following a tool call made with X-Request-Progress-Id: where its job stands, and leaving the line. */
export function progressRoutes(deps: AppDeps): Router {
  const router = Router()
  const limited = rateLimited(deps, rateLimitRules.toolProgress)
  router.get(toolsApi.progress.path, limited, async (req, res) => {
    const progress = await deps.jobs.progress(trackingKeyOf(req.params.id as string))
    if (!progress) throw notFound(noSuchJob)
    res.json(progress)
  })
  router.delete(toolsApi.cancelProgress.path, limited, async (req, res) => {
    const outcome = await deps.jobs.cancelQueued(trackingKeyOf(req.params.id as string))
    if (outcome === 'unknown') throw notFound(noSuchJob)
    if (outcome === 'too-late') throw conflict(tooLate)
    res.json({ state: 'cancelled' })
  })
  return router
}

import { Router } from 'express'
import * as toolsApi from '../contract/tools.ts'
import { askInput } from '../contract/tools.schemas.ts'
import type { AppDeps } from '../deps.ts'
import { rateLimited } from '../platform/rate-limit/rate-limit.ts'
import { rateLimitRules } from '../platform/rate-limit/rules.ts'
import { requestedTrackingKey } from '../tool-calls/progress-id.ts'
import { onJobSlotShare } from '../tool-calls/job-slot-share.ts'
import { parseToolInput } from '../tool-calls/tool-jobs.ts'
import { askAssistant } from './ask.service.ts'

export function askRoutes(deps: AppDeps): Router {
  const router = Router()
  router.post(
    toolsApi.ask.path,
    rateLimited(deps, rateLimitRules.ask),
    onJobSlotShare(deps, async (req, res) => {
      const { prompt } = parseToolInput(askInput, req.body)
      res.json({ reply: await askAssistant(deps, prompt, requestedTrackingKey(req)) })
    }),
  )
  return router
}

import { Router } from 'express'
import { roastToast, type RoastAudit } from '../contract/roast-toast.ts'
import { roastInput } from '../contract/roast-toast.schemas.ts'
import type { AppDeps } from '../deps.ts'
import { rateLimited } from '../platform/rate-limit/rate-limit.ts'
import { rateLimitRules } from '../platform/rate-limit/rules.ts'
import { requestedTrackingKey } from '../tool-calls/progress-id.ts'
import { onJobSlotShare } from '../tool-calls/job-slot-share.ts'
import { parseToolInput } from '../tool-calls/tool-jobs.ts'
import { roastAndToast } from './roast-toast.service.ts'

export function roastToastRoutes(deps: AppDeps): Router {
  const router = Router()
  router.post(
    roastToast.path,
    rateLimited(deps, rateLimitRules.roastToast),
    onJobSlotShare(deps, async (req, res) => {
      const { url } = parseToolInput(roastInput, req.body)
      res.json((await roastAndToast(deps, url, requestedTrackingKey(req))) satisfies RoastAudit)
    }),
  )
  return router
}

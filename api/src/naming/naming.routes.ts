import { Router } from 'express'
import * as toolsApi from '../contract/tools.ts'
import type { TaglinesReply } from '../contract/tools.ts'
import { blankKeywords, blankTagline, businessNameInput, taglineInput } from '../contract/tools.schemas.ts'
import type { AppDeps } from '../deps.ts'
import { badRequest } from '../platform/http/http-error.ts'
import { rateLimited } from '../platform/rate-limit/rate-limit.ts'
import { rateLimitRules } from '../platform/rate-limit/rules.ts'
import { requestedTrackingKey } from '../tool-calls/progress-id.ts'
import { onJobSlotShare } from '../tool-calls/job-slot-share.ts'
import { parseToolInput } from '../tool-calls/tool-jobs.ts'
import { createNamingService } from './naming.service.ts'

export function namingRoutes(deps: AppDeps): Router {
  const router = Router()
  const naming = createNamingService(deps)
  router.post(
    toolsApi.businessName.path,
    rateLimited(deps, rateLimitRules.businessName),
    onJobSlotShare(deps, async (req, res) => {
      const { keywords, vibe } = parseToolInput(businessNameInput, req.body)
      const names = await naming.businessNames(keywords, vibe, requestedTrackingKey(req))
      if (names.length === 0) throw badRequest(blankKeywords)
      res.json({ names })
    }),
  )
  router.post(
    toolsApi.tagline.path,
    rateLimited(deps, rateLimitRules.tagline),
    onJobSlotShare(deps, async (req, res) => {
      const { industry, value } = parseToolInput(taglineInput, req.body)
      const taglines = await naming.taglines(industry, value, requestedTrackingKey(req))
      if (taglines.length === 0) throw badRequest(blankTagline)
      // The job makes a list; the wire carries one text, a tagline per line (docs/http-api.md: `{taglines}`).
      res.json({ taglines: taglines.join('\n') } satisfies TaglinesReply)
    }),
  )
  return router
}

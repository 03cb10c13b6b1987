import { Router } from 'express'
import { z } from 'zod'
import type { AppDeps } from '../../deps.ts'
import { vibes } from '../../jobs/job-contracts.ts'
import { badRequest } from '../../http/http-error.ts'
import { rateLimited } from '../../rate-limit/rate-limit.ts'
import { rateLimitRules } from '../../rate-limit/rules.ts'
import { requestedTrackingKey } from '../progress/progress-id.ts'
import { parseToolInput } from '../tool-jobs.ts'
import { createNamingService } from './naming.service.ts'

const blankKeywords = 'Please enter some keywords to get started.'
const blankTagline = 'Please enter both industry and value proposition.'

const businessNameInput = z.object(
  {
    keywords: z
      .string({ error: blankKeywords })
      .trim()
      .min(1, blankKeywords)
      .max(200, 'Please keep the keywords under 200 characters.'),
    vibe: z.enum(vibes, { error: `The vibe must be one of: ${vibes.join(', ')}.` }).default('professional'),
  },
  { error: blankKeywords },
)

const taglineInput = z.object(
  {
    industry: z
      .string({ error: blankTagline })
      .trim()
      .min(1, blankTagline)
      .max(200, 'Please keep the industry under 200 characters.'),
    value: z
      .string({ error: blankTagline })
      .trim()
      .min(1, blankTagline)
      .max(400, 'Please keep the value proposition under 400 characters.'),
  },
  { error: blankTagline },
)

export function namingRoutes(deps: AppDeps): Router {
  const router = Router()
  const naming = createNamingService(deps)
  router.post('/tools/business_name', rateLimited(deps, rateLimitRules.businessName), async (req, res) => {
    const { keywords, vibe } = parseToolInput(businessNameInput, req.body)
    const names = await naming.businessNames(keywords, vibe, requestedTrackingKey(req))
    if (names.length === 0) throw badRequest(blankKeywords)
    res.json({ names })
  })
  router.post('/tools/tagline_generator', rateLimited(deps, rateLimitRules.tagline), async (req, res) => {
    const { industry, value } = parseToolInput(taglineInput, req.body)
    const taglines = await naming.taglines(industry, value, requestedTrackingKey(req))
    if (taglines.length === 0) throw badRequest(blankTagline)
    res.json({ taglines: taglines.join('\n') })
  })
  return router
}

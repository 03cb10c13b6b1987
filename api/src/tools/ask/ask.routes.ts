import { Router } from 'express'
import { z } from 'zod'
import type { AppDeps } from '../../deps.ts'
import { rateLimited } from '../../rate-limit/rate-limit.ts'
import { rateLimitRules } from '../../rate-limit/rules.ts'
import { requestedTrackingKey } from '../progress/progress-id.ts'
import { parseToolInput } from '../tool-jobs.ts'
import { askAssistant } from './ask.service.ts'

const blankQuestion = 'Please enter a question.'
const askInput = z.object(
  {
    prompt: z
      .string({ error: blankQuestion })
      .trim()
      .min(1, blankQuestion)
      .max(4_000, 'Please keep your question under 4,000 characters.'),
  },
  { error: blankQuestion },
)

export function askRoutes(deps: AppDeps): Router {
  const router = Router()
  router.post('/tools/ask', rateLimited(deps, rateLimitRules.ask), async (req, res) => {
    const { prompt } = parseToolInput(askInput, req.body)
    res.json({ reply: await askAssistant(deps, prompt, requestedTrackingKey(req)) })
  })
  return router
}

import { Router } from 'express'
import * as contactApi from '../contract/contact.ts'
import { contactBody } from '../contract/contact.schemas.ts'
import type { AppDeps } from '../deps.ts'
import { parseInput } from '../platform/http/validate.ts'
import { rateLimited } from '../platform/rate-limit/rate-limit.ts'
import { rateLimitRules } from '../platform/rate-limit/rules.ts'
import { receiveContactMessage } from './contact.service.ts'

export function contactRoutes(deps: AppDeps): Router {
  const router = Router()
  const limit = rateLimited(deps, rateLimitRules.contact)

  router.post(contactApi.send.path, limit, async (req, res) => {
    await receiveContactMessage(deps, parseInput(contactBody, req.body))
    res.json({ success: 'Message received. Thanks for reaching out!' })
  })
  return router
}

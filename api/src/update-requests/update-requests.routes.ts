import { Router } from 'express'
import { requireAdmin, requireUser } from '../accounts/auth.middleware.ts'
import * as portalWorkApi from '../contract/portal-work.ts'
import {
  idParams,
  newRequestBody,
  requestListQuery,
  requestMessageBody,
  requestStatusBody,
} from '../contract/portal-work.schemas.ts'
import type { AppDeps } from '../deps.ts'
import { parseInput } from '../platform/http/validate.ts'
import { rateLimited } from '../platform/rate-limit/rate-limit.ts'
import { rateLimitRules } from '../platform/rate-limit/rules.ts'
import {
  fileRequest,
  listRequests,
  requestInbox,
  requestThread,
  setRequestStatus,
  writeMessage,
} from './update-requests.service.ts'

/** Update requests under /api/portal/requests (docs/product.md#update-requests). */
export function updateRequestsRoutes(deps: AppDeps): Router {
  const router = Router()
  const signedIn = requireUser(deps)
  const admin = requireAdmin(deps)

  router.post(
    portalWorkApi.fileRequest.path,
    rateLimited(deps, rateLimitRules.updateRequest),
    signedIn,
    async (req, res) => {
      const request = await fileRequest(deps, req.user!, parseInput(newRequestBody, req.body))
      res.status(201).json({ request })
    },
  )

  router.get(portalWorkApi.requests.path, signedIn, async (req, res) => {
    const { status } = parseInput(requestListQuery, req.query)
    res.json({ requests: await listRequests(deps, req.user!, status) })
  })

  // Before /:id, which would otherwise take "inbox" for an id.
  router.get(portalWorkApi.requestInbox.path, admin, async (_req, res) => {
    res.json({ requests: await requestInbox(deps) })
  })

  router.get(portalWorkApi.requestThread.path, signedIn, async (req, res) => {
    const { id } = parseInput(idParams, req.params)
    res.json(await requestThread(deps, req.user!, id))
  })

  router.post(
    portalWorkApi.writeMessage.path,
    rateLimited(deps, rateLimitRules.requestMessage),
    signedIn,
    async (req, res) => {
      const { id } = parseInput(idParams, req.params)
      const { body } = parseInput(requestMessageBody, req.body)
      res.status(201).json({ message: await writeMessage(deps, req.user!, id, body) })
    },
  )

  router.patch(portalWorkApi.setRequestStatus.path, admin, async (req, res) => {
    const { id } = parseInput(idParams, req.params)
    const { status } = parseInput(requestStatusBody, req.body)
    res.json({ request: await setRequestStatus(deps, id, status) })
  })

  return router
}

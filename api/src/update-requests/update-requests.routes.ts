import { Router, type Request } from 'express'
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
import { parseInput, parsePathId } from '../platform/http/validate.ts'
import { rateLimited } from '../platform/rate-limit/rate-limit.ts'
import { rateLimitRules } from '../platform/rate-limit/rules.ts'
import {
  fileRequest,
  listRequests,
  noSuchRequest,
  requestInbox,
  requestThread,
  setRequestStatus,
  writeMessage,
} from './update-requests.service.ts'

/**
 * Update requests under /api/portal/requests (docs/product.md#update-requests). The writes check who is
 * signed in first, then count against that account's limits (docs/rate-limits.md).
 */
export function updateRequestsRoutes(deps: AppDeps): Router {
  const router = Router()
  const signedIn = requireUser(deps)
  const admin = requireAdmin(deps)

  router.post(
    portalWorkApi.fileRequest.path,
    signedIn,
    rateLimited(deps, rateLimitRules.updateRequest),
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
    res.json(await requestThread(deps, req.user!, requestIdOf(req)))
  })

  router.post(
    portalWorkApi.writeMessage.path,
    signedIn,
    rateLimited(deps, rateLimitRules.requestMessage),
    async (req, res) => {
      const id = requestIdOf(req)
      const { body } = parseInput(requestMessageBody, req.body)
      res.status(201).json({ message: await writeMessage(deps, req.user!, id, body) })
    },
  )

  router.patch(portalWorkApi.setRequestStatus.path, admin, async (req, res) => {
    const id = requestIdOf(req)
    const { status } = parseInput(requestStatusBody, req.body)
    res.json({ request: await setRequestStatus(deps, id, status) })
  })

  return router
}

const requestIdOf = (req: Request) => parsePathId(idParams, req.params, noSuchRequest)

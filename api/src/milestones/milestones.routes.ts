import { Router } from 'express'
import { requireAdmin, requireUser } from '../accounts/auth.middleware.ts'
import * as portalWorkApi from '../contract/portal-work.ts'
import { milestonesBody } from '../contract/portal-work.schemas.ts'
import type { AppDeps } from '../deps.ts'
import { parseInput } from '../platform/http/validate.ts'
import { clientAccounts, clientMilestones, milestonesOf, saveClientMilestones } from './milestones.service.ts'

/** A client's project timeline (docs/product.md#care-plan-portal): the client reads it, the admin keeps it. */
export function milestonesRoutes(deps: AppDeps): Router {
  const router = Router()

  router.get(portalWorkApi.project.path, requireUser(deps), async (req, res) => {
    res.json({ milestones: await milestonesOf(deps, req.user!) })
  })

  router.get(portalWorkApi.clients.path, requireAdmin(deps), async (_req, res) => {
    res.json({ clients: await clientAccounts(deps) })
  })

  router.get(portalWorkApi.clientProject.path, requireAdmin(deps), async (req, res) => {
    res.json({ milestones: await clientMilestones(deps, String(req.params.client)) })
  })

  router.put(portalWorkApi.saveClientProject.path, requireAdmin(deps), async (req, res) => {
    const { milestones } = parseInput(milestonesBody, req.body)
    res.json({ milestones: await saveClientMilestones(deps, String(req.params.client), milestones) })
  })

  return router
}

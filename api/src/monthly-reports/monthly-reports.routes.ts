import { Router, type Request } from 'express'
import { requireAdmin, requireUser } from '../accounts/auth.middleware.ts'
import * as portalWorkApi from '../contract/portal-work.ts'
import { idParams, newReportBody, roadmapBody } from '../contract/portal-work.schemas.ts'
import type { AppDeps } from '../deps.ts'
import { parseInput, parsePathId } from '../platform/http/validate.ts'
import {
  draftReport,
  listReports,
  noSuchReport,
  publishReport,
  reportFor,
  saveRoadmap,
} from './monthly-reports.service.ts'

/** Monthly reports under /api/portal/reports (docs/product.md#monthly-reports). */
export function monthlyReportsRoutes(deps: AppDeps): Router {
  const router = Router()
  const signedIn = requireUser(deps)
  const admin = requireAdmin(deps)

  router.get(portalWorkApi.reports.path, signedIn, async (req, res) => {
    res.json({ reports: await listReports(deps, req.user!) })
  })

  router.get(portalWorkApi.report.path, signedIn, async (req, res) => {
    const id = reportIdOf(req)
    res.json({ report: await reportFor(deps, req.user!, id) })
  })

  router.post(portalWorkApi.draftReport.path, admin, async (req, res) => {
    const { siteId, month } = parseInput(newReportBody, req.body)
    res.status(201).json({ report: await draftReport(deps, siteId, month) })
  })

  router.patch(portalWorkApi.saveRoadmap.path, admin, async (req, res) => {
    const id = reportIdOf(req)
    const { roadmap } = parseInput(roadmapBody, req.body)
    res.json({ report: await saveRoadmap(deps, id, roadmap) })
  })

  router.post(portalWorkApi.publishReport.path, admin, async (req, res) => {
    const id = reportIdOf(req)
    res.json({ report: await publishReport(deps, id) })
  })

  return router
}

const reportIdOf = (req: Request) => parsePathId(idParams, req.params, noSuchReport)

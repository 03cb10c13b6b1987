import { Router, type Request } from 'express'
import { requireAdmin, requireUser } from '../accounts/auth.middleware.ts'
import * as sitesApi from '../contract/portal-sites.ts'
import { createSiteBody, siteIdParam } from '../contract/portal-sites.schemas.ts'
import type { AppDeps } from '../deps.ts'
import { notFound } from '../platform/http/http-error.ts'
import { parsePathId, parseSentenceInput } from '../platform/http/validate.ts'
import { checkSiteNow, createSite, deleteSite, listSites, siteDetail } from './portal-sites.service.ts'

/**
 * Sites under care, under /api/portal/sites (docs/http-api.md): the admin links, checks and removes them;
 * a signed-in client reads its own.
 */
export function portalSitesRoutes(deps: AppDeps): Router {
  const router = Router()
  const adminOnly = requireAdmin(deps)
  const signedIn = requireUser(deps)

  router.post(sitesApi.createSite.path, adminOnly, async (req, res) => {
    res.status(201).json({ site: await createSite(deps, parseSentenceInput(createSiteBody, req.body)) })
  })

  router.get(sitesApi.listSites.path, signedIn, async (req, res) => {
    res.json({ sites: await listSites(deps, req.user!) })
  })

  router.get(sitesApi.getSite.path, signedIn, async (req, res) => {
    res.json(await siteDetail(deps, req.user!, siteIdOf(req)))
  })

  router.post(sitesApi.checkSite.path, adminOnly, async (req, res) => {
    res.json({ site: await checkSiteNow(deps, siteIdOf(req)) })
  })

  router.delete(sitesApi.deleteSite.path, adminOnly, async (req, res) => {
    await deleteSite(deps, siteIdOf(req))
    res.status(204).end()
  })

  return router
}

/** A path id that is not a site id names no site. */
const siteIdOf = (req: Request) =>
  parsePathId(siteIdParam, req.params, () => notFound('There is no such site.'))

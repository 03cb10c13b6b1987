import { Router, type Request } from 'express'
import { requireUser } from '../accounts/auth.middleware.ts'
import { siteIdParam } from '../contract/portal-sites.schemas.ts'
import * as analyticsApi from '../contract/site-analytics.ts'
import { visitsQuery } from '../contract/site-analytics.schemas.ts'
import type { AppDeps } from '../deps.ts'
import { notFound } from '../platform/http/http-error.ts'
import { parseSentenceInput } from '../platform/http/validate.ts'
import { siteVisits } from './site-analytics.service.ts'

/** A site's visits for its owner and the admin (docs/http-api.md). */
export function siteAnalyticsRoutes(deps: AppDeps): Router {
  const router = Router()

  router.get(analyticsApi.siteVisits.path, requireUser(deps), async (req, res) => {
    const query = parseSentenceInput(visitsQuery, req.query)
    res.json({ visits: await siteVisits(deps, req.user!, siteIdOf(req), query) })
  })

  return router
}

/** A path id that is not a site id names no site. */
function siteIdOf(req: Request): number {
  const parsed = siteIdParam.safeParse(req.params)
  if (!parsed.success) throw notFound('There is no such site.')
  return parsed.data.id
}

import type { AuthUser } from '../accounts/auth.middleware.ts'
import type { Visits } from '../contract/site-analytics.ts'
import type { AppDeps } from '../deps.ts'
import type { Queryable } from '../platform/db/pool.ts'
import { notFound } from '../platform/http/http-error.ts'
import { portalSitesRepository } from '../portal-sites/portal-sites.repository.ts'
import { siteVisitsRepository } from './site-visits.repository.ts'
import { visitsFrom } from './visits-figures.ts'
import { visitsRange } from './visits-range.ts'
import { todayInNewYork } from '../bills/bill-dates.ts'

// Reading a site's visits (docs/portal.md#site-analytics): for its owner and the admin, over New York days.

/** The top values of each breakdown the visits reply lists. */
export const visitsTop = 10

/** A site's visits from `first` through `last` (New York days), with the top `top` of each breakdown. */
export async function visitsOver(
  db: Queryable,
  siteId: number,
  first: string,
  last: string,
  top = visitsTop,
): Promise<Visits> {
  const rows = await siteVisitsRepository.read(db, siteId, first, last, top)
  return visitsFrom({ from: first, to: last, ...rows })
}

/** A site's visitors and pageviews from `first` through `last` (New York days). */
export async function visitTotals(db: Queryable, siteId: number, first: string, last: string) {
  const { visitors, pageviews } = await visitsOver(db, siteId, first, last, 0)
  return { visitors, pageviews }
}

/** GET /api/portal/sites/:id/visits: another client's site is as missing as one that does not exist. */
export async function siteVisits(
  deps: Pick<AppDeps, 'db' | 'now'>,
  user: AuthUser,
  siteId: number,
  query: { from?: string; to?: string },
): Promise<Visits> {
  const owner = await portalSitesRepository.ownerOf(deps.db, siteId)
  if (owner === undefined || (!user.isAdmin && owner !== user.id)) throw notFound('There is no such site.')
  const { from, to } = visitsRange(query, todayInNewYork(deps.now()))
  return visitsOver(deps.db, siteId, from, to)
}

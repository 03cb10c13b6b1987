import { siteVisits, type Visits } from '@studio/api/contract/site-analytics'
import { callApi, type ApiResult } from '#app/api-client/api-client.ts'
import { monthBefore, monthSoFar } from './visit-ranges'

/** A site's visits this month so far, beside the whole calendar month before. */
export interface VisitsBeside {
  current: Visits
  previous: Visits
}

/** Two reads of the site's visits (GET /api/portal/sites/:id/visits): this month so far, and last month. */
export async function loadVisitsBeside(siteId: number, now = new Date()): Promise<ApiResult<VisitsBeside>> {
  const [current, previous] = await Promise.all([
    callApi(siteVisits, { id: siteId, ...monthSoFar(now) }),
    callApi(siteVisits, { id: siteId, ...monthBefore(now) }),
  ])
  if (!current.ok) return current
  if (!previous.ok) return previous
  return {
    ok: true,
    status: current.status,
    data: { current: current.data.visits, previous: previous.data.visits },
  }
}

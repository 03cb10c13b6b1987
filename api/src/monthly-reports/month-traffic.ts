import type { Report } from '../contract/portal-work.ts'
import { addDays } from '../bills/bill-dates.ts'
import type { Queryable } from '../platform/db/pool.ts'
import { visitTotals, visitsOver } from '../site-analytics/site-analytics.service.ts'
import { monthDays, reportTopVisits, reportTraffic } from './report-figures.ts'

/**
 * A site's traffic and Core Web Vitals for `month` ('YYYY-MM' in New York), from the site analytics' daily
 * figures (and the raw events of days not rolled up yet), beside the month before's visitors and pageviews.
 */
export async function monthTraffic(
  db: Queryable,
  siteId: number,
  month: string,
): Promise<Pick<Report, 'traffic' | 'vitals'>> {
  const { first, next } = monthDays(month)
  const before = monthDays(addDays(first, -1).slice(0, 7))
  const [visits, previous] = await Promise.all([
    visitsOver(db, siteId, first, addDays(next, -1), reportTopVisits),
    visitTotals(db, siteId, before.first, addDays(before.next, -1)),
  ])
  return { traffic: reportTraffic(visits, previous), vitals: visits.vitals }
}

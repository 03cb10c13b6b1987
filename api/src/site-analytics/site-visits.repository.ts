import type { Queryable } from '../platform/db/pool.ts'
import {
  dayBreakdownsSelect,
  dayTotalsSelect,
  newYorkDay,
  newYorkMidnight,
  pageviewCtes,
  vitalBucketsSelect,
} from './visit-aggregates.ts'
import type { VitalBucket, VitalMetric } from './vitals.ts'

// Reads one site's visits over a range of New York days: the rolled-up days from the daily tables, the
// others (today, or a day whose rollup has not run yet) from the raw events with the same SQL the rollup
// runs. Each statement sees one snapshot, so a day the rollup finishes meanwhile is never counted twice.
// Parameters of every statement: $1 site id, $2 first day, $3 last day ('YYYY-MM-DD').

const liveSpan = `
  rolled AS (SELECT day FROM site_visit_rollups WHERE day BETWEEN $2::date AND $3::date),
  live_span AS (
    SELECT ${newYorkMidnight('min(d)')} AS starts, ${newYorkMidnight('max(d)::date + 1')} AS ends
      FROM generate_series($2::date, $3::date, interval '1 day') AS d
     WHERE d::date NOT IN (SELECT day FROM rolled)
  )`
const liveEvents = {
  from: 'live_span, site_events e',
  where: `e.site_id = $1 AND e.at >= live_span.starts AND e.at < live_span.ends
          AND ${newYorkDay('e.at')} NOT IN (SELECT day FROM rolled)`,
}
const storedDays = 'site_id = $1 AND day BETWEEN $2::date AND $3::date'

export type BreakdownDimension = 'page' | 'source' | 'device' | 'browser' | 'country'

export interface BreakdownRow {
  dimension: BreakdownDimension
  value: string
  visitors: number
  pageviews: number
}

export const siteVisitsRepository = {
  /** Visitors and pageviews of each day with any, oldest first. */
  async days(db: Queryable, siteId: number, first: string, last: string) {
    const { rows } = await db.query<{ date: string; visitors: number; pageviews: number }>(
      `WITH ${liveSpan}, ${pageviewCtes(liveEvents)}
       SELECT to_char(day, 'YYYY-MM-DD') AS date, visitors, pageviews FROM (
         SELECT day, visitors, pageviews FROM (${dayTotalsSelect}) AS live
         UNION ALL
         SELECT day, visitors, pageviews FROM site_visit_days WHERE ${storedDays}
       ) AS days ORDER BY day`,
      [siteId, first, last],
    )
    return rows
  },

  /** The top `top` values of each dimension over the range, most visitors first. */
  async topBreakdowns(
    db: Queryable,
    siteId: number,
    first: string,
    last: string,
    top: number,
  ): Promise<BreakdownRow[]> {
    const { rows } = await db.query<BreakdownRow>(
      `WITH ${liveSpan}, ${pageviewCtes(liveEvents)},
       summed AS (
         SELECT dimension, value, sum(visitors)::int AS visitors, sum(pageviews)::int AS pageviews FROM (
           SELECT dimension, value, visitors, pageviews FROM (${dayBreakdownsSelect}) AS live
           UNION ALL
           SELECT dimension, value, visitors, pageviews FROM site_visit_breakdowns WHERE ${storedDays}
         ) AS breakdowns GROUP BY dimension, value
       )
       SELECT dimension, value, visitors, pageviews FROM (
         SELECT *, row_number() OVER (
                     PARTITION BY dimension ORDER BY visitors DESC, pageviews DESC, value) AS rank
           FROM summed
       ) AS ranked
        WHERE rank <= $4 ORDER BY dimension, rank`,
      [siteId, first, last, top],
    )
    return rows
  },

  /** The vitals histograms summed over the range. */
  async vitalBuckets(db: Queryable, siteId: number, first: string, last: string) {
    const { rows } = await db.query<VitalBucket & { metric: VitalMetric }>(
      `WITH ${liveSpan}
       SELECT metric, bucket_max AS "bucketMax", sum(samples)::int AS samples FROM (
         SELECT metric, bucket_max, samples FROM (${vitalBucketsSelect(liveEvents)}) AS live
         UNION ALL
         SELECT metric, bucket_max, samples FROM site_vital_buckets WHERE ${storedDays}
       ) AS buckets GROUP BY metric, bucket_max`,
      [siteId, first, last],
    )
    return rows
  },
}

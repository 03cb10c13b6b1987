import type { Queryable } from '../platform/db/pool.ts'
import {
  dayBreakdownsSelect,
  dayEventsCtes,
  dayTotalsSelect,
  pageviewCtes,
  vitalBucketsSelect,
} from './visit-aggregates.ts'
import type { VitalBucket, VitalMetric } from './vitals.ts'

// Reads one site's visits over a range of New York days, in one statement: the rolled-up days from the
// daily tables, the others (today, or a day whose rollup has not run yet) from the raw events, read once,
// with the same SQL the rollup runs. The statement sees one snapshot, so a day the rollup finishes
// meanwhile is never counted twice. Parameters: $1 site id, $2 first day, $3 last day ('YYYY-MM-DD'),
// $4 how many values of each breakdown.

const storedDays = 'site_id = $1 AND day BETWEEN $2::date AND $3::date'
// The days of the range not rolled up yet (usually today alone), their events read through (site_id, at).
// An integer series, whose length the planner knows: a date series is guessed at 1,000 rows, which
// multiplies the estimate of events to read into millions and has PostgreSQL JIT-compile the statement
// for a second every time.
const liveDays = `
  SELECT $2::date + i FROM generate_series(0, $3::date - $2::date) AS i
   WHERE $2::date + i NOT IN (SELECT day FROM site_visit_rollups WHERE day BETWEEN $2::date AND $3::date)`

const visitsSql = `
  WITH ${dayEventsCtes(liveDays, 'e.site_id = $1')},
  ${pageviewCtes},
  days AS (
    SELECT day, visitors, pageviews FROM (${dayTotalsSelect}) AS live
    UNION ALL
    SELECT day, visitors, pageviews FROM site_visit_days WHERE ${storedDays}
  ),
  breakdowns AS (
    SELECT dimension, value, sum(visitors)::int AS visitors, sum(pageviews)::int AS pageviews FROM (
      SELECT dimension, value, visitors, pageviews FROM (${dayBreakdownsSelect}) AS live
      UNION ALL
      SELECT dimension, value, visitors, pageviews FROM site_visit_breakdowns WHERE ${storedDays}
    ) AS rows GROUP BY dimension, value
  ),
  ranked AS (
    SELECT *, row_number() OVER (PARTITION BY dimension ORDER BY visitors DESC, pageviews DESC, value) AS rank
      FROM breakdowns
  ),
  vitals AS (
    SELECT metric, bucket_max, sum(samples)::int AS samples FROM (
      SELECT metric, bucket_max, samples FROM (${vitalBucketsSelect}) AS live
      UNION ALL
      SELECT metric, bucket_max, samples FROM site_vital_buckets WHERE ${storedDays}
    ) AS buckets GROUP BY metric, bucket_max
  )
  SELECT
    (SELECT coalesce(json_agg(json_build_object('date', to_char(day, 'YYYY-MM-DD'), 'visitors', visitors,
              'pageviews', pageviews) ORDER BY day), '[]') FROM days) AS days,
    (SELECT coalesce(json_agg(json_build_object('dimension', dimension, 'value', value, 'visitors', visitors,
              'pageviews', pageviews) ORDER BY dimension, rank), '[]') FROM ranked WHERE rank <= $4) AS breakdowns,
    (SELECT coalesce(json_agg(json_build_object('metric', metric, 'bucketMax', bucket_max, 'samples', samples)),
              '[]') FROM vitals) AS vitals`

export type BreakdownDimension = 'page' | 'source' | 'device' | 'browser' | 'country'

export interface BreakdownRow {
  dimension: BreakdownDimension
  value: string
  visitors: number
  pageviews: number
}

export interface SiteVisitsRows {
  /** Only the days with visits, oldest first. */
  days: { date: string; visitors: number; pageviews: number }[]
  /** The top `top` values of each dimension over the range, most visitors first. */
  breakdowns: BreakdownRow[]
  /** The vitals histograms summed over the range. */
  vitals: (VitalBucket & { metric: VitalMetric })[]
}

export const siteVisitsRepository = {
  async read(
    db: Queryable,
    siteId: number,
    first: string,
    last: string,
    top: number,
  ): Promise<SiteVisitsRows> {
    const { rows } = await db.query<SiteVisitsRows>(visitsSql, [siteId, first, last, top])
    return rows[0]!
  },
}

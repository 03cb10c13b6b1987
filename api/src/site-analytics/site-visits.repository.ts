import type { Queryable } from '../platform/db/pool.ts'
import type { VitalBucket, VitalMetric } from './vitals.ts'

// Reads one site's visits over a range of New York days, in one statement, from the daily figures alone:
// the rolled-up days' (site_visit_days and beside it) and the open days' (today, or a day the rollup has
// not reached yet: site_open_visit_days and beside it, counted as the events were written). The statement
// sees one snapshot, so a day the rollup moves meanwhile is read from one side only; and the open figures
// of a day already rolled up (events written past its rollup, which it never counted) are left out, as
// before. Parameters: $1 site id, $2 first day, $3 last day ('YYYY-MM-DD'), $4 how many values of each
// breakdown.

const storedDays = 'site_id = $1 AND day BETWEEN $2::date AND $3::date'
const openDays = `${storedDays}
  AND day NOT IN (SELECT day FROM site_visit_rollups WHERE day BETWEEN $2::date AND $3::date)`

const visitsSql = `
  WITH days AS (
    SELECT day, visitors, pageviews FROM site_visit_days WHERE ${storedDays}
    UNION ALL
    SELECT day, visitors, pageviews FROM site_open_visit_days WHERE ${openDays}
  ),
  breakdowns AS (
    SELECT dimension, value, sum(visitors)::int AS visitors, sum(pageviews)::int AS pageviews FROM (
      SELECT dimension, value, visitors, pageviews FROM site_visit_breakdowns WHERE ${storedDays}
      UNION ALL
      -- A value whose visitors all moved to an earlier first view keeps a row of zeros until the rollup.
      SELECT dimension, value, visitors, pageviews FROM site_open_visit_breakdowns
       WHERE ${openDays} AND visitors > 0
    ) AS rows GROUP BY dimension, value
  ),
  ranked AS (
    SELECT *, row_number() OVER (PARTITION BY dimension ORDER BY visitors DESC, pageviews DESC, value) AS rank
      FROM breakdowns
  ),
  vitals AS (
    SELECT metric, bucket_max, sum(samples)::int AS samples FROM (
      SELECT metric, bucket_max, samples FROM site_vital_buckets WHERE ${storedDays}
      UNION ALL
      SELECT metric, bucket_max, samples FROM site_open_vital_buckets WHERE ${openDays}
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

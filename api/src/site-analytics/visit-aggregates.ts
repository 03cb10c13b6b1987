import { vitalMetrics, vitalScales } from './vitals.ts'

// The SQL that turns raw events into a day's figures, in one place: the rollup job stores its result for
// finished days (visit-rollups.repository.ts) and the visits reply runs it over the days not rolled up yet
// (site-visits.repository.ts), so both count a day the same way. Fragments only, no I/O.

export const newYorkDay = (column: string) => `(${column} AT TIME ZONE 'America/New_York')::date`
/** The instant a New York day ('YYYY-MM-DD' or a date expression) begins. */
export const newYorkMidnight = (day: string) => `(${day})::date::timestamp AT TIME ZONE 'America/New_York'`

/**
 * Two CTEs over the pageviews that `from` and `where` select (site_events as `e`): `pageviews`, one row
 * each with its New York day, and `first_views`, one row per visitor and day holding the source, device,
 * browser and country of the visitor's first pageview that day and how many pages they viewed.
 */
export function pageviewCtes({ from, where }: { from: string; where: string }): string {
  return `
    pageviews AS (
      SELECT e.site_id, ${newYorkDay('e.at')} AS day, e.at, e.visitor, e.path, e.source, e.device,
             e.browser, e.country
        FROM ${from}
       WHERE e.kind = 'pageview' AND ${where}
    ),
    first_views AS (
      SELECT DISTINCT ON (site_id, day, visitor) site_id, day, visitor, source, device, browser, country,
             count(*) OVER (PARTITION BY site_id, day, visitor) AS views
        FROM pageviews
       ORDER BY site_id, day, visitor, at
    )`
}

/** Per site and day: distinct visitors and pageviews (from `pageviews`). */
export const dayTotalsSelect = `
  SELECT site_id, day, count(DISTINCT visitor)::int AS visitors, count(*)::int AS pageviews
    FROM pageviews GROUP BY site_id, day`

const byFirstView = (dimension: string) => `
  SELECT site_id, day, '${dimension}' AS dimension, ${dimension} AS value, count(*)::int AS visitors,
         sum(views)::int AS pageviews
    FROM first_views GROUP BY site_id, day, ${dimension}`

/** Per site, day, dimension and value: visitors and pageviews (from `pageviews` and `first_views`). */
export const dayBreakdownsSelect = `
  SELECT site_id, day, 'page' AS dimension, path AS value, count(DISTINCT visitor)::int AS visitors,
         count(*)::int AS pageviews
    FROM pageviews GROUP BY site_id, day, path
  UNION ALL ${['source', 'device', 'browser', 'country'].map(byFirstView).join(' UNION ALL ')}`

const storedColumn = { lcp: 'lcp_ms', inp: 'inp_ms', cls: 'cls_thousandths' } as const

/** The SQL of vitals.ts's bucketMax for one metric's column (integer arithmetic, so it agrees exactly). */
function bucketMaxSql(metric: (typeof vitalMetrics)[number]): string {
  const { width, ceiling } = vitalScales[metric]
  return `least((e.${storedColumn[metric]} + ${width - 1}) / ${width}, ${Math.ceil(ceiling / width)}) * ${width}`
}

/** Per site, day, metric and bucket: how many vitals samples (site_events as `e`). */
export function vitalBucketsSelect({ from, where }: { from: string; where: string }): string {
  const values = vitalMetrics.map((metric) => `('${metric}', ${bucketMaxSql(metric)})`).join(', ')
  return `
    SELECT e.site_id, ${newYorkDay('e.at')} AS day, v.metric, v.bucket_max, count(*)::int AS samples
      FROM ${from} CROSS JOIN LATERAL (VALUES ${values}) AS v (metric, bucket_max)
     WHERE e.kind = 'vitals' AND v.bucket_max IS NOT NULL AND ${where}
     GROUP BY e.site_id, day, v.metric, v.bucket_max`
}

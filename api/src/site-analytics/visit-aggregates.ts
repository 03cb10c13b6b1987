import { vitalMetrics, vitalScales } from './vitals.ts'

// The SQL that turns raw events into a day's figures, in one place: the rollup job stores its result for
// finished days (visit-rollups.repository.ts) and the visits reply runs it over the days not rolled up yet
// (site-visits.repository.ts), so both count a day the same way. Fragments only, no I/O. Each event's New
// York day comes from the day whose bounds it falls between, not from a time zone conversion per row.

export const newYorkDay = (column: string) => `(${column} AT TIME ZONE 'America/New_York')::date`
/** The instant a New York day ('YYYY-MM-DD' or a date expression) begins. */
export const newYorkMidnight = (day: string) => `(${day})::date::timestamp AT TIME ZONE 'America/New_York'`

/**
 * Two CTEs: `event_days` (day, starts, ends), the New York days that `daysSql` lists (one date column), and
 * `events`, every event of those days (the columns counted, and its day) that `siteFilter` keeps (on `e`),
 * read day by day through the time indexes. Where both pageviews and vitals read it, PostgreSQL keeps
 * these few columns once; a rollup statement reads it straight.
 */
export function dayEventsCtes(daysSql: string, siteFilter: string): string {
  return `
    event_days AS (
      SELECT d AS day, ${newYorkMidnight('d')} AS starts, ${newYorkMidnight('d + 1')} AS ends
        FROM (${daysSql}) AS days (d)
    ),
    events AS (
      SELECT d.day, e.site_id, e.kind, e.at, e.visitor, e.path, e.source, e.device, e.browser, e.country,
             e.lcp_ms, e.inp_ms, e.cls_thousandths
        FROM event_days d CROSS JOIN LATERAL (
        SELECT * FROM site_events e WHERE e.at >= d.starts AND e.at < d.ends AND ${siteFilter}
      ) AS e
    )`
}

/**
 * Three CTEs over the pageviews of `events`: `pageviews`; `page_visitors`, one row per visitor, day and
 * page with its views; and `first_views`, one row per visitor and day holding the source, device, browser
 * and country of the visitor's first pageview that day and how many pages they viewed (one sort serves the
 * count and the pick).
 */
export const pageviewCtes = `
  pageviews AS (
    SELECT site_id, day, at, visitor, path, source, device, browser, country FROM events WHERE kind = 'pageview'
  ),
  page_visitors AS (
    SELECT site_id, day, path, visitor, count(*) AS views FROM pageviews GROUP BY site_id, day, path, visitor
  ),
  first_views AS (
    SELECT DISTINCT ON (site_id, day, visitor) site_id, day, visitor, source, device, browser, country,
           count(*) OVER (PARTITION BY site_id, day, visitor ORDER BY at
                          ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING) AS views
      FROM pageviews
     ORDER BY site_id, day, visitor, at
  )`

/** Per site and day: distinct visitors and pageviews (from `first_views`). */
export const dayTotalsSelect = `
  SELECT site_id, day, count(*)::int AS visitors, sum(views)::int AS pageviews
    FROM first_views GROUP BY site_id, day`

const byFirstView = (dimension: string) => `
  SELECT site_id, day, '${dimension}' AS dimension, ${dimension} AS value, count(*)::int AS visitors,
         sum(views)::int AS pageviews
    FROM first_views GROUP BY site_id, day, ${dimension}`

/** Per site, day, dimension and value: visitors and pageviews (from `page_visitors` and `first_views`). */
export const dayBreakdownsSelect = `
  SELECT site_id, day, 'page' AS dimension, path AS value, count(*)::int AS visitors,
         sum(views)::int AS pageviews
    FROM page_visitors GROUP BY site_id, day, path
  UNION ALL ${['source', 'device', 'browser', 'country'].map(byFirstView).join(' UNION ALL ')}`

const storedColumn = { lcp: 'lcp_ms', inp: 'inp_ms', cls: 'cls_thousandths' } as const

/** The SQL of vitals.ts's bucketMax for one metric's column (integer arithmetic, so it agrees exactly). */
function bucketMaxSql(metric: (typeof vitalMetrics)[number]): string {
  const { width, ceiling } = vitalScales[metric]
  return `least((e.${storedColumn[metric]} + ${width - 1}) / ${width}, ${Math.ceil(ceiling / width)}) * ${width}`
}

/** Per site, day, metric and bucket: how many vitals samples (from `events`). */
export const vitalBucketsSelect = `
  SELECT e.site_id, e.day, v.metric, v.bucket_max, count(*)::int AS samples
    FROM events e
         CROSS JOIN LATERAL (VALUES ${vitalMetrics.map((metric) => `('${metric}', ${bucketMaxSql(metric)})`).join(', ')})
           AS v (metric, bucket_max)
   WHERE e.kind = 'vitals' AND v.bucket_max IS NOT NULL
   GROUP BY e.site_id, e.day, v.metric, v.bucket_max`

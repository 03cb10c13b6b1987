import { vitalMetrics, vitalScales, type VitalMetric } from './vitals.ts'

// How a batch of events adds itself to its days' figures (docs/decisions/042-visits-counted-as-written.md):
// CTEs that follow the `batch` CTE of the statement that stores the events (site-events.repository.ts),
// so the events and their counts are written together. Only days not rolled up yet are counted (a day's
// rollup closes it, as before). Every table is changed through INSERT … ON CONFLICT, which works on the
// newest committed row, so two API processes writing the same visitor at once still count them once;
// each INSERT takes its rows in key order, so two batches lock the rows they share in the same order and
// cannot deadlock.
//
// A visitor counts once per day, by the first pageview of the day; their source, device, browser and
// country are that pageview's, and each of those breakdowns adds up to the day's visitors and pageviews.
// When a batch holds an earlier first pageview than the one counted (another process wrote later
// events first), the visitor and their pageviews move from the old first view's values to the new one's.

const storedColumn = { lcp: 'lcp_ms', inp: 'inp_ms', cls: 'cls_thousandths' } as const

/**
 * The SQL of vitals.ts's bucketMax for one metric's column (integer arithmetic, so it agrees exactly); null
 * when the report has no such vital (least() alone would skip the null and give the top bucket).
 */
function bucketMaxSql(metric: VitalMetric): string {
  const { width, ceiling } = vitalScales[metric]
  const column = `e.${storedColumn[metric]}`
  return `CASE WHEN ${column} IS NOT NULL
    THEN least((${column} + ${width - 1}) / ${width}, ${Math.ceil(ceiling / width)}) * ${width} END`
}

const firstViewDimensions = ['source', 'device', 'browser', 'country'] as const
/** A row per first-view dimension, as (dimension, value), each value the SQL `value` gives for it. */
const eachDimension = (value: (dimension: string, index: number) => string) =>
  `CROSS JOIN LATERAL (VALUES ${firstViewDimensions
    .map((dimension, index) => `('${dimension}', ${value(dimension, index)})`)
    .join(', ')}) AS first_view (dimension, value)`

export const countBatchCtes = `
  counted_events AS (
    SELECT b.*, d.day FROM batch b
           CROSS JOIN LATERAL (SELECT (b.at AT TIME ZONE 'America/New_York')::date AS day) AS d
     WHERE NOT EXISTS (SELECT 1 FROM site_visit_rollups r WHERE r.day = d.day)
  ),
  batch_pageviews AS (SELECT * FROM counted_events WHERE kind = 'pageview'),
  -- Each visitor's first pageview in the batch and their pageviews in it.
  arrivals AS (
    SELECT DISTINCT ON (site_id, day, visitor) site_id, day, visitor, at, source, device, browser, country,
           count(*) OVER (PARTITION BY site_id, day, visitor) AS views
      FROM batch_pageviews
     ORDER BY site_id, day, visitor, at
  ),
  day_visitors AS (
    INSERT INTO site_day_visitors AS v (site_id, day, visitor, first_at, source, device, browser, country, views)
    SELECT site_id, day, visitor, at, source, device, browser, country, views FROM arrivals
     ORDER BY site_id, day, visitor
    ON CONFLICT (site_id, day, visitor) DO UPDATE SET
      views = v.views + excluded.views,
      views_before = v.views,
      first_at = least(v.first_at, excluded.first_at),
      ${firstViewDimensions
        .map(
          (dimension) =>
            `${dimension} = CASE WHEN excluded.first_at < v.first_at THEN excluded.${dimension} ELSE v.${dimension} END`,
        )
        .join(', ')},
      replaced = CASE WHEN excluded.first_at < v.first_at THEN ARRAY[${firstViewDimensions.map((dimension) => `v.${dimension}`).join(', ')}] END
    RETURNING site_id, day, visitor, source, device, browser, country, views, replaced,
              views_before = 0 AS is_new, views - views_before AS batch_views
  ),
  first_view_changes AS (
    SELECT site_id, day, first_view.dimension, first_view.value,
           CASE WHEN is_new OR replaced IS NOT NULL THEN 1 ELSE 0 END AS visitors,
           CASE WHEN replaced IS NULL THEN batch_views ELSE views END AS pageviews
      FROM day_visitors ${eachDimension((dimension) => dimension)}
    UNION ALL
    SELECT site_id, day, first_view.dimension, first_view.value, -1, batch_views - views
      FROM day_visitors ${eachDimension((_, index) => `replaced[${index + 1}]`)}
     WHERE replaced IS NOT NULL
  ),
  page_views AS (
    SELECT site_id, day, path, visitor, count(*) AS views FROM batch_pageviews GROUP BY site_id, day, path, visitor
  ),
  new_page_visitors AS (
    INSERT INTO site_day_page_visitors (site_id, day, path, visitor)
    SELECT site_id, day, path, visitor FROM page_views ORDER BY site_id, day, path, visitor
    ON CONFLICT DO NOTHING
    RETURNING site_id, day, path, visitor
  ),
  -- The pages' views, and a visitor for each (page, visitor) not seen before; summed below.
  page_changes AS (
    SELECT site_id, day, 'page'::text AS dimension, path AS value, 0 AS visitors, views AS pageviews
      FROM page_views
    UNION ALL
    SELECT site_id, day, 'page', path, 1, 0 FROM new_page_visitors
  ),
  counted_days AS (
    INSERT INTO site_open_visit_days AS o (site_id, day, visitors, pageviews)
    SELECT site_id, day, count(*) FILTER (WHERE is_new), sum(batch_views) FROM day_visitors
     GROUP BY site_id, day ORDER BY site_id, day
    ON CONFLICT (site_id, day) DO UPDATE
      SET visitors = o.visitors + excluded.visitors, pageviews = o.pageviews + excluded.pageviews
  ),
  counted_breakdowns AS (
    INSERT INTO site_open_visit_breakdowns AS o (site_id, day, dimension, value, visitors, pageviews)
    SELECT site_id, day, dimension, value, sum(visitors), sum(pageviews)
      FROM (SELECT * FROM first_view_changes UNION ALL SELECT * FROM page_changes) AS changes
     GROUP BY site_id, day, dimension, value ORDER BY site_id, day, dimension, value
    ON CONFLICT (site_id, day, dimension, value) DO UPDATE
      SET visitors = o.visitors + excluded.visitors, pageviews = o.pageviews + excluded.pageviews
  ),
  counted_vitals AS (
    INSERT INTO site_open_vital_buckets AS o (site_id, day, metric, bucket_max, samples)
    SELECT e.site_id, e.day, v.metric, v.bucket_max, count(*)
      FROM counted_events e
           CROSS JOIN LATERAL (VALUES ${vitalMetrics.map((metric) => `('${metric}', ${bucketMaxSql(metric)})`).join(', ')})
             AS v (metric, bucket_max)
     WHERE e.kind = 'vitals' AND v.bucket_max IS NOT NULL
     GROUP BY e.site_id, e.day, v.metric, v.bucket_max ORDER BY e.site_id, e.day, v.metric, v.bucket_max
    ON CONFLICT (site_id, day, metric, bucket_max) DO UPDATE SET samples = o.samples + excluded.samples
  )`

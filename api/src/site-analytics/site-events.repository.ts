import type { Device } from '../contract/site-analytics.ts'
import type { Queryable } from '../platform/db/pool.ts'
import { countBatchCtes } from './visit-counting.ts'

// The raw events (site_events, migrations/0010_site_analytics.ts): written in batches by the API's event
// buffer, each batch counted into its days' figures as it is written (visit-counting.ts), pruned after 400
// days. No address, no User-Agent: see visitor-hash.ts.

/** One event as stored. */
export interface SiteEvent {
  siteId: number
  at: Date
  kind: 'pageview' | 'vitals'
  /** The visitor hash (a signed 64-bit integer's decimal). */
  visitor: string
  path: string
  utmSource: string | null
  utmMedium: string | null
  utmCampaign: string | null
  source: string
  device: Device
  browser: string
  os: string
  country: string
  lcpMs: number | null
  inpMs: number | null
  clsThousandths: number | null
}

// Each column with its array type and how an event fills it.
const columns: readonly [column: string, type: string, value: (event: SiteEvent) => unknown][] = [
  ['site_id', 'bigint', (event) => event.siteId],
  ['at', 'timestamptz', (event) => event.at],
  ['kind', 'text', (event) => event.kind],
  ['visitor', 'bigint', (event) => event.visitor],
  ['path', 'text', (event) => event.path],
  ['utm_source', 'text', (event) => event.utmSource],
  ['utm_medium', 'text', (event) => event.utmMedium],
  ['utm_campaign', 'text', (event) => event.utmCampaign],
  ['source', 'text', (event) => event.source],
  ['device', 'text', (event) => event.device],
  ['browser', 'text', (event) => event.browser],
  ['os', 'text', (event) => event.os],
  ['country', 'text', (event) => event.country],
  ['lcp_ms', 'integer', (event) => event.lcpMs],
  ['inp_ms', 'integer', (event) => event.inpMs],
  ['cls_thousandths', 'integer', (event) => event.clsThousandths],
]
const names = columns.map(([column]) => column).join(', ')
const arrays = columns.map(([, type], index) => `$${index + 1}::${type}[]`).join(', ')

// One statement per batch: the rows as one array per column (unnest), the events of sites deleted since
// they were collected left out, counted into their days' figures, and each site's newest event time kept
// for the admin's "Last visit".
const insertBatchSql = `
  WITH batch AS (
    SELECT * FROM unnest(${arrays}) AS b (${names})
     WHERE EXISTS (SELECT 1 FROM sites s WHERE s.id = b.site_id)
  ),
  stored AS (INSERT INTO site_events (${names}) SELECT ${names} FROM batch),
  ${countBatchCtes}
  INSERT INTO site_last_visits (site_id, last_visit_at)
  SELECT site_id, max(at) FROM batch GROUP BY site_id ORDER BY site_id
  ON CONFLICT (site_id) DO UPDATE
    SET last_visit_at = greatest(site_last_visits.last_visit_at, excluded.last_visit_at)`

export const siteEventsRepository = {
  /** Writes the events, and counts them into their days' figures, in one statement. */
  async insertBatch(db: Queryable, events: readonly SiteEvent[]): Promise<void> {
    await db.query(
      insertBatchSql,
      columns.map(([, , value]) => events.map(value)),
    )
  },

  /** Deletes the raw events from before `cutoff` (their daily figures stay); how many. */
  async deleteBefore(db: Queryable, cutoff: Date): Promise<number> {
    const { rowCount } = await db.query('DELETE FROM site_events WHERE at < $1', [cutoff])
    return rowCount ?? 0
  },
}

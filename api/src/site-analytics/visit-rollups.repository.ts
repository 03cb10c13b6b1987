import { inTransaction, type Db, type Queryable } from '../platform/db/pool.ts'
import {
  dayBreakdownsSelect,
  dayEventsCtes,
  dayTotalsSelect,
  newYorkDay,
  pageviewCtes,
  vitalBucketsSelect,
} from './visit-aggregates.ts'

// The daily rollup (migrations/0010_site_analytics.ts): a finished New York day's raw events become every
// site's figures for the day, kept for good, and the day is marked rolled up, all in one transaction.

// Every site's events of the day in $1.
const dayEvents = dayEventsCtes('SELECT $1::date', 'true')

export const visitRollupsRepository = {
  /**
   * Summarises the block ranges of site_events written since the last summary, so the time index can skip
   * them: until then the BRIN index matches every unsummarised range, and a day's rollup reads them all.
   */
  async summarizeNewEvents(db: Queryable): Promise<void> {
    await db.query(`SELECT brin_summarize_new_values('site_events_at')`)
  },

  /**
   * The days to roll up, oldest first: from the day after the last one rolled up (or the first day with an
   * event) through `lastDay`.
   */
  async pendingDays(db: Queryable, lastDay: string): Promise<string[]> {
    const { rows } = await db.query<{ day: string }>(
      `SELECT to_char(d, 'YYYY-MM-DD') AS day
         FROM generate_series(
                coalesce((SELECT max(day) + 1 FROM site_visit_rollups),
                         (SELECT ${newYorkDay('min(at)')} FROM site_events)),
                $1::date, interval '1 day') AS d`,
      [lastDay],
    )
    return rows.map((row) => row.day)
  },

  /** Rolls up `day` for every site; false when another run did it first. */
  async rollUpDay(db: Db, day: string): Promise<boolean> {
    return inTransaction(db, async (client) => {
      // One rollup at a time, whichever worker runs it.
      await client.query(`SELECT pg_advisory_xact_lock(hashtext('site-visit-rollup'))`)
      const { rowCount } = await client.query(
        'INSERT INTO site_visit_rollups (day) VALUES ($1) ON CONFLICT (day) DO NOTHING',
        [day],
      )
      if (rowCount !== 1) return false
      await client.query(
        `WITH ${dayEvents}, ${pageviewCtes}
         INSERT INTO site_visit_days (site_id, day, visitors, pageviews) ${dayTotalsSelect}`,
        [day],
      )
      await client.query(
        `WITH ${dayEvents}, ${pageviewCtes}
         INSERT INTO site_visit_breakdowns (site_id, day, dimension, value, visitors, pageviews)
         ${dayBreakdownsSelect}`,
        [day],
      )
      await client.query(
        `WITH ${dayEvents}
         INSERT INTO site_vital_buckets (site_id, day, metric, bucket_max, samples) ${vitalBucketsSelect}`,
        [day],
      )
      return true
    })
  },
}

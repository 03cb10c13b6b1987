import { inTransaction, type Db, type Queryable } from '../platform/db/pool.ts'

// The daily rollup (migrations/0010_site_analytics.ts, 0012_visits_counted_as_written.ts): a finished New
// York day's figures, counted as its events were written, move from the open tables into the daily ones,
// kept for good; the day's visitor hashes are deleted and the day is marked rolled up, all in one
// transaction. It counts nothing itself, so it cannot count anything twice.

const openTables = [
  ['site_open_visit_days', 'site_visit_days', 'site_id, day, visitors, pageviews', 'true'],
  // A value whose visitors all moved to an earlier first view has a row of zeros: not kept.
  [
    'site_open_visit_breakdowns',
    'site_visit_breakdowns',
    'site_id, day, dimension, value, visitors, pageviews',
    'visitors > 0',
  ],
  ['site_open_vital_buckets', 'site_vital_buckets', 'site_id, day, metric, bucket_max, samples', 'true'],
] as const

// Each open table's rows of the day in $1 moved into its daily table; the day's visitor hashes deleted.
const closeDaySql = `
  WITH ${openTables
    .map(
      ([open, daily, columns, kept], index) => `
    moved_${index} AS (DELETE FROM ${open} WHERE day = $1 RETURNING ${columns}),
    stored_${index} AS (INSERT INTO ${daily} (${columns}) SELECT ${columns} FROM moved_${index} WHERE ${kept})`,
    )
    .join(',')},
    forgotten_visitors AS (DELETE FROM site_day_visitors WHERE day = $1)
  DELETE FROM site_day_page_visitors WHERE day = $1`

const closedDays = 'day IN (SELECT day FROM site_visit_rollups)'

export const visitRollupsRepository = {
  /**
   * Summarises the block ranges of site_events written since the last summary, so the time index can skip
   * them: until then the BRIN index matches every unsummarised range, and the prune reads them all.
   */
  async summarizeNewEvents(db: Queryable): Promise<void> {
    await db.query(`SELECT brin_summarize_new_values('site_events_at')`)
  },

  /**
   * The days to roll up, oldest first: from the day after the last one rolled up (or the first open day)
   * through `lastDay`.
   */
  async pendingDays(db: Queryable, lastDay: string): Promise<string[]> {
    const { rows } = await db.query<{ day: string }>(
      `SELECT to_char(d, 'YYYY-MM-DD') AS day
         FROM generate_series(
                coalesce((SELECT max(day) + 1 FROM site_visit_rollups),
                         least((SELECT min(day) FROM site_open_visit_days),
                               (SELECT min(day) FROM site_open_vital_buckets))),
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
      await client.query(closeDaySql, [day])
      return true
    })
  },

  /**
   * Deletes what is left open of days already rolled up: the counts and visitor hashes of events a batch
   * wrote while the rollup closed their day (the reads leave them out, as the rollup did before).
   */
  async deleteLeftOpen(db: Queryable): Promise<void> {
    const tables = [...openTables.map(([open]) => open), 'site_day_visitors', 'site_day_page_visitors']
    await db.query(
      `WITH ${tables
        .slice(1)
        .map((table, index) => `gone_${index} AS (DELETE FROM ${table} WHERE ${closedDays})`)
        .join(', ')}
       DELETE FROM ${tables[0]} WHERE ${closedDays}`,
    )
  },
}

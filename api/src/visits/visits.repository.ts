import type { VisitsOnDay } from '../contract/dashboard.ts'
import type { Queryable } from '../platform/db/pool.ts'

export const visitsRepository = {
  async record(db: Queryable): Promise<void> {
    await db.query('INSERT INTO visits DEFAULT VALUES')
  },
  async count(db: Queryable): Promise<number> {
    const { rows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM visits')
    return rows[0]?.count ?? 0
  },
  /** Visits per New York day from `firstDay` through `lastDay`, oldest first; days without visits count 0. */
  async countPerDay(db: Queryable, firstDay: string, lastDay: string): Promise<VisitsOnDay[]> {
    const { rows } = await db.query<VisitsOnDay>(
      `WITH counts AS (
         SELECT (visited_at AT TIME ZONE 'America/New_York')::date AS day, count(*)::int AS count
         FROM visits
         WHERE visited_at >= $1::date::timestamp AT TIME ZONE 'America/New_York'
         GROUP BY 1
       )
       SELECT to_char(calendar.day, 'YYYY-MM-DD') AS date, coalesce(counts.count, 0) AS count
       FROM generate_series($1::date, $2::date, interval '1 day') AS calendar(day)
       LEFT JOIN counts ON counts.day = calendar.day::date
       ORDER BY calendar.day`,
      [firstDay, lastDay],
    )
    return rows
  },
}

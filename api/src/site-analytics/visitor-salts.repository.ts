import { randomBytes } from 'node:crypto'
import type { Queryable } from '../platform/db/pool.ts'

// The secret salt of each New York day (visitor_salts, migrations/0010_site_analytics.ts), in the database
// so every API process hashes a visitor the same way. Deleted once its day is over.

export const visitorSaltsRepository = {
  /**
   * The salt of `day` ('YYYY-MM-DD'), made now if no process has made it yet. When another process makes
   * it at the same instant, this statement's snapshot sees neither row: asking again sees theirs.
   */
  async saltOf(db: Queryable, day: string): Promise<Buffer> {
    const salt = await visitorSaltsRepository.makeOrRead(db, day)
    return salt ?? (await visitorSaltsRepository.makeOrRead(db, day))!
  },

  async makeOrRead(db: Queryable, day: string): Promise<Buffer | undefined> {
    const { rows } = await db.query<{ salt: Buffer }>(
      `WITH made AS (
         INSERT INTO visitor_salts (day, salt) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING RETURNING salt
       )
       SELECT salt FROM made UNION ALL SELECT salt FROM visitor_salts WHERE day = $1`,
      [day, randomBytes(32)],
    )
    return rows[0]?.salt
  },

  /** Deletes every salt of a day before `today`; how many. */
  async deleteBefore(db: Queryable, today: string): Promise<number> {
    const { rowCount } = await db.query('DELETE FROM visitor_salts WHERE day < $1', [today])
    return rowCount ?? 0
  },
}

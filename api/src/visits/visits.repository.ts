import type { Queryable } from '../db/pool.ts'

export const visitsRepository = {
  async record(db: Queryable): Promise<void> {
    await db.query('INSERT INTO visits DEFAULT VALUES')
  },
  async count(db: Queryable): Promise<number> {
    const { rows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM visits')
    return rows[0]?.count ?? 0
  },
}

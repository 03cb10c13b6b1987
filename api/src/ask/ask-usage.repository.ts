import type { Queryable } from '../platform/db/pool.ts'

/** Every assistant question and its answer (table ask_usage; the dashboard reads it newest first). */
export const askUsageRepository = {
  async record(db: Queryable, prompt: string, response: string): Promise<void> {
    await db.query('INSERT INTO ask_usage (prompt, response) VALUES ($1, $2)', [prompt, response])
  },
}

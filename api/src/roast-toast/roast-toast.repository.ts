import type { Queryable } from '../platform/db/pool.ts'
import type { RoastAudit } from '../contract/roast-toast.ts'

/** Every site audit (table roast_audits; the dashboard reads it newest first). */
export const roastToastRepository = {
  async record(db: Queryable, url: string, audit: RoastAudit): Promise<void> {
    await db.query(
      'INSERT INTO roast_audits (url, roast, toast, load_time, recommendation) VALUES ($1, $2, $3, $4, $5)',
      [url, JSON.stringify(audit.roast), JSON.stringify(audit.toast), audit.loadTime, audit.recommendation],
    )
  },
}

import type { Queryable } from '../platform/db/pool.ts'
import type { JobName } from '../platform/jobs/job-contracts.ts'

/** A row waiting to be relayed to the job queue. */
export interface PendingOutboxJob {
  job_id: string
  name: JobName
  payload: never
}

/** The job_outbox table (outbox.ts says what the outbox is for and how it is relayed). */
export const outboxRepository = {
  /** Adds the job once per id; with `jobId` null the same statement adds nothing (see addToOutbox). */
  async insert(db: Queryable, jobId: string | null, name: JobName, payload: unknown): Promise<void> {
    await db.query(
      `INSERT INTO job_outbox (job_id, name, payload) SELECT $1::text, $2::text, $3::jsonb
       WHERE $1::text IS NOT NULL ON CONFLICT (job_id) DO NOTHING`,
      [jobId, name, JSON.stringify(payload)],
    )
  },

  /** Marks the row done and drops its payload; a done row counts as relayed too. */
  async markDone(db: Queryable, jobId: string): Promise<void> {
    await db.query(
      `UPDATE job_outbox SET done_at = now(), payload = '{}', enqueued_at = coalesce(enqueued_at, now())
       WHERE job_id = $1 AND done_at IS NULL`,
      [jobId],
    )
  },

  /** Rows relayed but never done (their process died with the job) are pending again. */
  async requeueUnfinished(db: Queryable): Promise<void> {
    await db.query(
      'UPDATE job_outbox SET enqueued_at = NULL WHERE enqueued_at IS NOT NULL AND done_at IS NULL',
    )
  },

  /** The oldest pending rows, locked for this transaction; rows another relay holds are skipped. */
  async lockPending(db: Queryable, limit: number): Promise<PendingOutboxJob[]> {
    const { rows } = await db.query<PendingOutboxJob>(
      `SELECT job_id, name, payload FROM job_outbox WHERE enqueued_at IS NULL
       ORDER BY created_at LIMIT $1 FOR UPDATE SKIP LOCKED`,
      [limit],
    )
    return rows
  },

  async markEnqueued(db: Queryable, jobId: string): Promise<void> {
    await db.query('UPDATE job_outbox SET enqueued_at = now() WHERE job_id = $1', [jobId])
  },
}

import type { Logger } from '../logger.ts'
import type { Db, Queryable } from '../db/pool.ts'
import type { JobName, JobPayload } from './job-contracts.ts'
import type { JobQueue } from './job-queue.ts'

/**
 * The transactional outbox: a job that must not be lost (a contact notification, a reset mail) is written
 * to PostgreSQL in the same transaction as the record it is about, then relayed to the queue. If Redis is
 * away the row waits, and the relay loop sends it when Redis is back. The job id is fixed, so relaying the
 * same row twice enqueues it once, and the mail handler's idempotency key sends it once.
 */
export async function addToOutbox<Name extends JobName>(
  db: Queryable,
  name: Name,
  payload: JobPayload<Name>,
  jobId: string,
): Promise<void> {
  await db.query(
    'INSERT INTO job_outbox (job_id, name, payload) VALUES ($1, $2, $3) ON CONFLICT (job_id) DO NOTHING',
    [jobId, name, JSON.stringify(payload)],
  )
}

export interface OutboxRelay {
  /** Relays what is pending now; resolves with how many rows were enqueued. */
  flush(): Promise<number>
  stop(): void
}

export function startOutboxRelay(db: Db, queue: JobQueue, logger: Logger, intervalMs = 5_000): OutboxRelay {
  let running: Promise<number> | undefined

  async function relayBatch(): Promise<number> {
    const client = await db.connect()
    let enqueued = 0
    try {
      await client.query('BEGIN')
      const { rows } = await client.query<{ job_id: string; name: JobName; payload: never }>(
        `SELECT job_id, name, payload FROM job_outbox WHERE enqueued_at IS NULL
         ORDER BY created_at LIMIT 100 FOR UPDATE SKIP LOCKED`,
      )
      for (const row of rows) {
        await queue.enqueue(row.name, row.payload, { jobId: row.job_id })
        await client.query('UPDATE job_outbox SET enqueued_at = now() WHERE job_id = $1', [row.job_id])
        enqueued++
      }
      await client.query('COMMIT')
    } catch (error) {
      // Commit what went out; the rest waits for the next round.
      await client.query('COMMIT').catch(() => client.query('ROLLBACK').catch(() => undefined))
      logger.warn({ err: error, enqueued }, 'outbox relay paused: will retry')
    } finally {
      client.release()
    }
    return enqueued
  }

  function flush(): Promise<number> {
    running ??= relayBatch().finally(() => (running = undefined))
    return running
  }

  const timer = setInterval(() => void flush().catch(() => undefined), intervalMs)
  timer.unref()
  return { flush, stop: () => clearInterval(timer) }
}

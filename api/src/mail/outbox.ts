import type { Logger } from '../platform/logger.ts'
import type { Db, Queryable } from '../platform/db/pool.ts'
import type { JobName, JobPayload } from '../platform/jobs/job-contracts.ts'
import type { JobQueue } from '../platform/jobs/job-queue.ts'
import { outboxRepository } from './outbox.repository.ts'

/** Rows relayed per transaction. */
const relayBatchSize = 100

/**
 * The transactional outbox: a job that must not be lost (a contact notification, a reset mail) is written
 * to PostgreSQL in the same transaction as the record it is about, then relayed to the queue. If Redis is
 * away the row waits, and the relay loop sends it when Redis is back. The job id is fixed, so relaying the
 * same row twice enqueues it once, and the mail handler's idempotency key sends it once. When its job is
 * done the row is marked and loses its payload; a row relayed but never done (an in-process job dies with
 * its process) is relayed again when the next process starts.
 *
 * With `jobId` undefined the same statement adds nothing: a caller whose timing must not tell whether there
 * was anything to send (a reset link asked for an unknown email) runs it either way.
 */
export async function addToOutbox<Name extends JobName>(
  db: Queryable,
  name: Name,
  payload: JobPayload<Name>,
  jobId: string | undefined,
): Promise<void> {
  await outboxRepository.insert(db, jobId ?? null, name, payload)
}

/**
 * Marks the outbox row of job `jobId` (if it came from the outbox) done, in the caller's transaction, and
 * drops its payload: a mail's text may carry a one-time link, and the mail log keeps who, what and when.
 * A done row counts as relayed too, so the relay never sends its empty payload.
 */
export async function markOutboxJobDone(db: Queryable, jobId: string): Promise<void> {
  await outboxRepository.markDone(db, jobId)
}

export interface OutboxRelay {
  /** Relays what is pending now; resolves with how many rows were enqueued. */
  flush(): Promise<number>
  stop(): void
}

export function startOutboxRelay(db: Db, queue: JobQueue, logger: Logger, intervalMs = 5_000): OutboxRelay {
  let running: Promise<number> | undefined
  const unfinishedRequeued = outboxRepository
    .requeueUnfinished(db)
    .catch((error: unknown) => logger.warn({ err: error }, 'outbox: could not requeue unfinished rows'))

  async function relayBatch(): Promise<number> {
    const client = await db.connect()
    let enqueued = 0
    try {
      await client.query('BEGIN')
      for (const row of await outboxRepository.lockPending(client, relayBatchSize)) {
        await queue.enqueue(row.name, row.payload, { jobId: row.job_id })
        await outboxRepository.markEnqueued(client, row.job_id)
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
    running ??= unfinishedRequeued.then(relayBatch).finally(() => (running = undefined))
    return running
  }

  void flush().catch(() => undefined)

  const timer = setInterval(() => void flush().catch(() => undefined), intervalMs)
  timer.unref()
  return { flush, stop: () => clearInterval(timer) }
}

/**
 * Relays the outbox now, after a transaction that added to it committed, without making the request wait:
 * a failure is only logged, since the relay loop sends the rows on its next round.
 */
export function relayOutboxSoon(deps: { outbox: OutboxRelay; logger: Logger }): void {
  void deps.outbox.flush().catch((error: unknown) => deps.logger.warn({ err: error }, 'outbox flush failed'))
}

import { inTransaction, type Db } from '../platform/db/pool.ts'
import type { JobPayload, JobResult } from '../platform/jobs/job-contracts.ts'
import type { JobAttempt, JobHandlers } from '../platform/jobs/job-queue.ts'
import { markOutboxJobDone } from './outbox.ts'
import type { Mailer } from './mailer.ts'

/** The mail domain's job handlers (the domain's .jobs.ts loads it for the worker). */
export function createMailProcessors(deps: { db: Db; mailer: Mailer }): Pick<JobHandlers, 'send-mail'> {
  return { 'send-mail': (payload, attempt) => sendMail(deps, payload, attempt) }
}

/**
 * Sends each logical mail once: the idempotency key is looked up first and recorded after sending, so a
 * retry or a duplicate enqueue finds it and skips. The key's advisory lock, held until the record commits,
 * makes duplicates that run side by side (several jobs at a time, several workers) wait for the first
 * instead of sending too. Only a worker killed between sending and the commit sends again on retry.
 * The same commit marks the job's outbox row done, dropping the text (and any link in it) from the row.
 */
async function sendMail(
  { db, mailer }: { db: Db; mailer: Mailer },
  payload: JobPayload<'send-mail'>,
  attempt: Pick<JobAttempt, 'id'>,
): Promise<JobResult<'send-mail'>> {
  return inTransaction(db, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [payload.idempotencyKey])
    const { rows } = await client.query('SELECT 1 FROM mail_log WHERE idempotency_key = $1', [
      payload.idempotencyKey,
    ])
    await markOutboxJobDone(client, attempt.id)
    if (rows.length > 0) return { messageId: null, skipped: true }
    const { messageId } = await mailer.send(
      { to: payload.to, subject: payload.subject, text: payload.text, replyTo: payload.replyTo },
      payload.idempotencyKey,
    )
    await client.query(
      `INSERT INTO mail_log (idempotency_key, recipient, subject, message_id) VALUES ($1, $2, $3, $4)
       ON CONFLICT (idempotency_key) DO NOTHING`,
      [payload.idempotencyKey, payload.to, payload.subject, messageId],
    )
    return { messageId, skipped: false }
  })
}

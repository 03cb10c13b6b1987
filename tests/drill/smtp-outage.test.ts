import { setTimeout as sleep } from 'node:timers/promises'
import { Queue } from 'bullmq'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailQueueName } from '@studio/api/platform/jobs/job-contracts'
import { freePort } from '@studio/api/platform/net/free-port'
import { createUser } from '../support/factories.ts'
import { requestMailBurst } from '../support/mail-burst.ts'
import { createSmtpCapture } from '../support/smtp-capture.ts'
import { startDeployment, type Deployment } from '../support/deployment.ts'
import { waitFor } from '../support/wait-for.ts'
import { drillSize } from './scale.ts'

// SMTP refuses every connection for longer than the old retry budget (5 attempts) lasted; reset and
// contact mail keeps being retried by the real worker, and each goes out exactly once when SMTP is back.
// The backoff is shortened by configuration (MAIL_RETRY_*) so the drill fits in CI.
const oldAttemptBudget = 5

describe('an SMTP outage', () => {
  const resets = drillSize(20, 4)
  const contacts = drillSize(20, 4)
  const outageMs = drillSize(60_000, 20_000)
  const smtp = createSmtpCapture()
  let smtpPort: number
  let deployment: Deployment
  let db: pg.Pool
  let mailQueue: Queue

  beforeAll(async () => {
    smtpPort = await freePort() // nothing listens there: every connection is refused
    deployment = await startDeployment({
      env: {
        RATE_LIMIT_MAX: '1000000',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_RETRY_BASE_MS: '250',
        MAIL_RETRY_MAX_MS: '2000',
      },
    })
    db = new pg.Pool({ connectionString: deployment.databaseUrl, max: 2 })
    mailQueue = new Queue(mailQueueName, {
      connection: { url: deployment.env.REDIS_URL! },
      prefix: deployment.env.QUEUE_PREFIX,
    })
  }, 120_000)
  afterAll(async () => {
    await mailQueue?.close()
    await db?.end()
    await deployment?.stop()
    await smtp.close()
  })

  it('delivers every reset and contact mail exactly once after SMTP returns', async () => {
    const started = Date.now()
    const users = await Promise.all(Array.from({ length: resets }, () => createUser(db)))
    const replies = await requestMailBurst(
      deployment.url,
      users.map((user) => user.email),
      contacts,
      'Outage',
    )
    expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 200))
    const expected = resets + contacts

    // Past the old budget: every mail has failed more often than it used to be allowed to, and none gave up.
    await waitFor(
      `every mail to fail more than ${oldAttemptBudget} times`,
      async () => {
        const waiting = await mailQueue.getDelayed()
        return waiting.length === expected && waiting.every((job) => job.attemptsMade > oldAttemptBudget)
      },
      outageMs,
    )
    await sleep(Math.max(0, outageMs - (Date.now() - started)))
    expect(await mailQueue.getFailedCount()).toBe(0)
    expect(smtp.received).toHaveLength(0)

    await smtp.listen(smtpPort)
    await waitFor(`${expected} mails after SMTP returns`, () => smtp.received.length >= expected, 30_000)
    await waitFor('the mail queue to empty', async () => {
      const counts = await mailQueue.getJobCounts('active', 'waiting', 'delayed', 'failed')
      return Object.values(counts).every((count) => count === 0)
    })
    const messageIds = smtp.received.map((mail) => mail.messageId)
    expect(new Set(messageIds).size).toBe(expected)
    expect(messageIds).toHaveLength(expected)
    const resetRecipients = smtp.received
      .filter((mail) => /reset/i.test(mail.subject ?? ''))
      .map((mail) => (mail.to && 'text' in mail.to ? mail.to.text : ''))
    expect(resetRecipients.sort()).toEqual(users.map((user) => user.email).sort())
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_log')
    expect(rows[0]?.n).toBe(expected)
  })
})

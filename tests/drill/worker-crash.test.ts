import { createServer } from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import { Queue } from 'bullmq'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queueLanes } from '@studio/api/platform/jobs/job-contracts'
import { mailConcurrency } from '@studio/worker/queue-worker'
import { createUser } from '../support/factories.ts'
import { postJson, requestMailBurst } from '../support/mail-burst.ts'
import { readOutbox } from '../support/mail-outbox.ts'
import { startDeployment, type Deployment } from '../support/deployment.ts'
import { waitFor } from '../support/wait-for.ts'
import { drillSize } from './scale.ts'

// kill -9 the worker in the middle of queued mail and audit jobs, start it again: every mail goes out
// (idempotency keys; a second copy only for a job killed mid-send, under the same Message-ID), every audit
// call answers or fails cleanly, and no audit is stored twice.
describe('the worker killed with jobs in flight', () => {
  const resets = drillSize(25, 5)
  const contacts = drillSize(25, 5)
  const audits = drillSize(10, 3)
  let deployment: Deployment
  let db: pg.Pool
  const slowPage = createServer((_req, res) => {
    setTimeout(
      () => res.end('<!doctype html><html lang="en"><title>Slow page</title><h1>Hi</h1></html>'),
      1_500,
    )
  })

  beforeAll(async () => {
    deployment = await startDeployment({
      env: { RATE_LIMIT_MAX: '1000000', AUDIT_ALLOW_PRIVATE_NETWORKS: '1' },
    })
    db = new pg.Pool({ connectionString: deployment.databaseUrl, max: 2 })
    await new Promise<void>((resolve) => slowPage.listen(0, '127.0.0.1', resolve))
  }, 120_000)
  afterAll(async () => {
    await db?.end()
    slowPage.close()
    await deployment?.stop()
  })

  it('delivers every mail, a resend only under the same Message-ID, and keeps audits clean', async () => {
    await deployment.killWorker('SIGKILL')
    const users = await Promise.all(Array.from({ length: resets }, () => createUser(db)))
    const post = (path: string, body: unknown) => postJson(deployment.url, path, body)
    const queued = await requestMailBurst(
      deployment.url,
      users.map((user) => user.email),
      contacts,
      'Drill',
    )
    expect(queued.map((reply) => reply.status)).toEqual(queued.map(() => 200))

    const address = slowPage.address()
    const pageUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`
    const auditCalls = Array.from({ length: audits }, () => post('/api/tools/roast_toast', { url: pageUrl }))

    deployment.startWorker()
    await waitFor(
      'the first mail',
      async () => (await readOutbox(deployment.mailOutboxDir)).length > 0,
      30_000,
    )
    await deployment.killWorker('SIGKILL')
    await sleep(500)
    deployment.startWorker()

    const expected = resets + contacts
    const distinctMails = async () =>
      new Set((await readOutbox(deployment.mailOutboxDir)).map((mail) => mail.messageId)).size
    // Generous: a mail job killed mid-send waits out its 30 s lock, and a busy machine starts tsx slowly.
    await waitFor(`${expected} mails`, async () => (await distinctMails()) >= expected, 120_000)
    // A job killed mid-send is retried once its lock expires (BullMQ: 30 s): count after every job has
    // finished, so that a second copy lands before the count rather than after it.
    const queues = Object.values(queueLanes).map(
      (name) =>
        new Queue(name, {
          connection: { url: deployment.env.REDIS_URL! },
          prefix: deployment.env.QUEUE_PREFIX,
        }),
    )
    try {
      await waitFor(
        'every job to finish',
        async () => {
          for (const queue of queues) {
            const counts = await queue.getJobCounts('active', 'waiting', 'prioritized')
            // The schedules' next runs wait as delayed jobs; a retry waiting out its backoff does too.
            const delayed = await queue.getDelayed()
            if (
              Object.values(counts).some((count) => count > 0) ||
              delayed.some((job) => !job.repeatJobKey)
            ) {
              return false
            }
          }
          return true
        },
        120_000,
      )
    } finally {
      await Promise.all(queues.map((queue) => queue.close()))
    }
    const mails = await readOutbox(deployment.mailOutboxDir)
    const byMessageId = new Map(mails.map((mail) => [mail.messageId, mail]))
    expect(byMessageId.size).toBe(expected)
    // Only a job killed between sending and recording it sends again, under the same Message-ID: at most
    // the mail jobs the worker was running at the kill.
    expect(mails.length - expected).toBeLessThanOrEqual(mailConcurrency)
    const resetMails = [...byMessageId.values()].filter((mail) => /reset/i.test(mail.subject ?? ''))
    expect(new Set(resetMails.map((mail) => mail.to && 'text' in mail.to && mail.to.text)).size).toBe(resets)

    const replies = await Promise.all(auditCalls)
    const statuses = replies.map((reply) => reply.status)
    for (const reply of replies) {
      expect([200, 503]).toContain(reply.status)
      expect(reply.headers.get('content-type')).toMatch(/application\/json/)
    }
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM roast_audits WHERE url = $1',
      [pageUrl],
    )
    expect(rows[0]?.n).toBe(statuses.filter((status) => status === 200).length)
  })
})

import { mkdtempSync, writeFileSync } from 'node:fs'
import { readdir, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Queue } from 'bullmq'
import { Redis } from 'ioredis'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { parseEnv } from '@studio/api/platform/config/env'
import { mailQueueName, queueName } from '@studio/api/platform/jobs/job-contracts'
import type { JobHandlers } from '@studio/api/platform/jobs/job-queue'
import { mailJobOptions, mailRetrySettings } from '@studio/api/mail/mail-retry'
import { connectJobQueue } from '@studio/api/jobs'
import { createLogger } from '@studio/api/platform/logger'
import { freePort } from '@studio/api/platform/net/free-port'
import { startServer } from '@studio/api/server'
import { createJobSystem } from '@studio/worker/job-runtime'
import { createJobHandlers } from '@studio/worker/handlers'
import { createMailer } from '@studio/api/mail/mailer'
import { defaultJobConcurrency, startQueueWorkers } from '@studio/worker/queue-worker'
import { uniqueName } from '../support/databases.ts'
import { createUser } from '../support/factories.ts'
import { readOutbox } from '../support/mail-outbox.ts'
import { createSmtpCapture } from '../support/smtp-capture.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { waitFor } from '../support/wait-for.ts'

const logger = createLogger('silent')
const quickRetries = { MAIL_RETRY_BASE_MS: '50', MAIL_RETRY_MAX_MS: '200' }
const mail = { to: 'client@example.com', subject: 'Your reset link', text: 'A real mail body.' }

describe('mail runs on worker slots of its own', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ queue: 'in-process' }) // only its database and mail folder are used
  })
  afterAll(() => server.stop())

  it('sends a mail while every audit slot is busy', async () => {
    let auditsStarted = 0
    let releaseAudits!: () => void
    const auditsHeld = new Promise<void>((resolve) => (releaseAudits = resolve))
    const handlers: JobHandlers = {
      ...createJobHandlers({ ...server.deps, mailer: createMailer(server.env) }),
      'roast-toast': async () => {
        auditsStarted++
        await auditsHeld
        return { ok: false, status: 502, error: 'held by the test' }
      },
    }
    const prefix = uniqueName('lanes')
    const mailRetry = mailRetrySettings(server.env)
    const workers = startQueueWorkers({ redisUrl: inject('redisUrl'), prefix, handlers, logger, mailRetry })
    const producer = await connectJobQueue({ redisUrl: inject('redisUrl'), prefix, logger, mailRetry })
    try {
      for (let n = 0; n <= defaultJobConcurrency; n++) {
        await producer.enqueue('roast-toast', { url: `http://127.0.0.1/slow-${n}` })
      }
      await waitFor('every audit slot to be taken', () => auditsStarted === defaultJobConcurrency)
      await producer.enqueue('send-mail', { ...mail, idempotencyKey: 'lane-check' })
      const [sent] = await waitFor('the mail despite the busy audits', async () => {
        const mails = await readOutbox(server.mailDir)
        return mails.length ? mails : undefined
      })
      expect(sent?.messageId).toMatch(/^<lane-check@/)
      // The audits were still holding every slot of theirs, one more waiting for a slot.
      expect(auditsStarted).toBe(defaultJobConcurrency)
      const jobsQueue = new Queue(queueName, { connection: { url: inject('redisUrl') }, prefix })
      expect(await jobsQueue.getJobCounts('active', 'waiting')).toEqual({
        active: defaultJobConcurrency,
        waiting: 1,
      })
      await jobsQueue.close()
    } finally {
      releaseAudits()
      await workers.close()
      await producer.close()
    }
  })
})

describe('a mail that failed for good', () => {
  const smtp = createSmtpCapture()
  let smtpPort: number
  let server: TestServer
  let admin: { Authorization: string }
  let client: { Authorization: string }
  beforeAll(async () => {
    smtpPort = await freePort() // nothing listens there yet: SMTP is down
    server = await startTestServer({
      queue: 'redis',
      env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, ...quickRetries },
    })
    admin = { Authorization: `Bearer ${(await createUser(server.deps, { admin: true })).token}` }
    client = { Authorization: `Bearer ${(await createUser(server.deps, {})).token}` }
  })
  afterAll(async () => {
    await server.stop()
    await smtp.close()
  })

  it('is listed on the playground with its error, and an admin retry sends it once SMTP is back', async () => {
    const queue = new Queue(mailQueueName, {
      connection: { url: inject('redisUrl') },
      prefix: server.queuePrefix,
    })
    try {
      // Two attempts instead of 24 hours' worth: the end of the retry window, reached in a test.
      await queue.add(
        'send-mail',
        { ...mail, idempotencyKey: 'given-up' },
        { ...mailJobOptions(mailRetrySettings(server.env)), jobId: 'given-up', attempts: 2 },
      )
      await waitFor('the mail to fail for good', async () => (await queue.getJob('given-up'))?.isFailed())
      const state = (await request(server.url).get('/api/dashboard/jobs').set(admin).expect(200)).body
      expect(state.failed).toEqual([
        {
          lane: 'mail',
          id: 'given-up',
          name: 'send-mail',
          failedReason: expect.stringContaining('ECONNREFUSED'),
          attemptsMade: 2,
          finishedAt: expect.any(String),
        },
      ])

      const retry = (who: Record<string, string>, body: object) =>
        request(server.url).post('/api/dashboard/jobs/retry').set(who).send(body)
      expect((await retry({}, { lane: 'mail', id: 'given-up' })).status).toBe(401)
      expect((await retry(client, { lane: 'mail', id: 'given-up' })).status).toBe(403)
      expect((await retry(admin, { lane: 'jobs', id: 'given-up' })).status).toBe(404)
      expect((await retry(admin, { lane: 'post', id: 'given-up' })).body.error).toBe(
        "Lane: must be 'jobs' or 'mail'.",
      )

      await smtp.listen(smtpPort)
      expect((await retry(admin, { lane: 'mail', id: 'given-up' })).body).toEqual({
        success: 'Job given-up is queued again.',
      })
      await waitFor('the retried mail to arrive', () => smtp.received.length === 1)
      expect(smtp.received[0]?.messageId).toMatch(/^<given-up@/)
      await waitFor('the sent job to leave Redis', async () => !(await queue.getJob('given-up')))
      const after = (await request(server.url).get('/api/dashboard/jobs').set(admin).expect(200)).body
      expect(after.failed).toEqual([])
    } finally {
      await queue.close()
    }
  })
})

describe('outbox mail without Redis, across a restart', () => {
  const smtp = createSmtpCapture()
  let server: TestServer
  afterAll(async () => {
    await server?.stop()
    await smtp.close()
  })

  it('sends a contact notification still pending at a restart once, from the next process', async () => {
    const smtpPort = await freePort()
    server = await startTestServer({
      queue: 'in-process',
      env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, ...quickRetries },
    })
    await request(server.url)
      .post('/api/contact/send_contact.php')
      .send({ name: 'Restart Ray', email: 'ray@example.com', message: 'Will this survive a restart?' })
      .expect(200)
    const { db } = server.deps
    const failedAttempt = () => server.logs.some((line) => line.includes('job failed; retrying'))
    await waitFor('a first attempt to fail while SMTP is down', failedAttempt)
    const pending = await db.query('SELECT job_id, enqueued_at, done_at FROM job_outbox')
    expect(pending.rows).toEqual([
      { job_id: expect.stringMatching(/^contact-mail-/), enqueued_at: expect.any(Date), done_at: null },
    ])

    server = await server.restart(() => smtp.listen(smtpPort))
    await waitFor('the notification after the restart', () => smtp.received.length === 1)
    await waitFor('the outbox row to be done', async () => {
      const { rows } = await server.deps.db.query('SELECT 1 FROM job_outbox WHERE done_at IS NOT NULL')
      return rows.length === 1
    })
    expect(smtp.received.map((received) => received.subject)).toEqual([
      expect.stringContaining('Restart Ray'),
    ])
    const logged = await server.deps.db.query('SELECT recipient FROM mail_log')
    expect(logged.rows).toEqual([{ recipient: server.env.BUSINESS_EMAIL }])
  })
})

describe('a reset mail once sent', () => {
  let server: TestServer
  let redis: Redis
  beforeAll(async () => {
    server = await startTestServer({ queue: 'redis' })
    redis = new Redis(inject('redisUrl'))
  })
  afterAll(async () => {
    redis.disconnect()
    await server.stop()
  })

  it('leaves no link in the outbox row or in Redis, and sits in a private file', async () => {
    const user = await createUser(server.deps, {})
    await request(server.url).post('/api/auth/forgot_password.php').send({ email: user.email }).expect(200)
    const [sent] = await waitFor('the reset mail', async () => {
      const mails = await readOutbox(server.mailDir)
      return mails.length ? mails : undefined
    })
    const token = /reset-password\?token=([\w-]+)/.exec(sent?.text ?? '')?.[1]
    expect(token).toBeTruthy()
    const { db } = server.deps
    await waitFor(
      'the mail log entry',
      async () => (await db.query('SELECT 1 FROM mail_log')).rows.length === 1,
    )

    const outbox = await db.query('SELECT job_id, payload, done_at FROM job_outbox')
    expect(outbox.rows).toEqual([
      { job_id: expect.stringMatching(/^reset-mail-/), payload: {}, done_at: expect.any(Date) },
    ])
    const logged = await db.query('SELECT recipient, subject, sent_at FROM mail_log')
    expect(logged.rows).toEqual([
      { recipient: user.email, subject: sent?.subject, sent_at: expect.any(Date) },
    ])
    const keys = await redis.keys(`${server.queuePrefix}:*`)
    const stored = await Promise.all(
      keys.map(async (key) =>
        (await redis.type(key)) === 'hash' ? JSON.stringify(await redis.hgetall(key)) : '',
      ),
    )
    expect(stored.filter((value) => value.includes(token!))).toEqual([])
    await waitFor('the sent job to leave Redis', async () => {
      const queue = new Queue(mailQueueName, { connection: redis, prefix: server.queuePrefix })
      return !(await queue.getJob(outbox.rows[0].job_id))
    })

    const folderMode = (await stat(server.mailDir)).mode & 0o777
    const files = (await readdir(server.mailDir)).filter((file) => file.endsWith('.eml'))
    const fileModes = await Promise.all(
      files.map(async (file) => (await stat(join(server.mailDir, file))).mode & 0o777),
    )
    expect({ folderMode, fileModes }).toEqual({ folderMode: 0o700, fileModes: [0o600] })
  })
})

describe('a JWT secret file that is too short', () => {
  it('stops start with a sentence saying what to do', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'studio-jwt-'))
    writeFileSync(join(dataDir, 'jwt-secret'), 'too-short\n', { mode: 0o600 })
    const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: inject('adminDatabaseUrl') })
    await expect(
      startServer({
        env,
        jobSystem: createJobSystem,
        port: 0,
        logDestination: { write: () => undefined },
      }),
    ).rejects.toThrow(
      `Invalid configuration: the JWT secret in ${join(dataDir, 'jwt-secret')} is shorter than 32 characters; ` +
        'delete the file to have a new one generated (this signs everyone out) or set JWT_SECRET.',
    )
  })
})

import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import request from 'supertest'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { parseEnv } from '@studio/api/platform/config/env'
import { freePort } from '@studio/api/platform/net/free-port'
import { startJobProducer } from '@studio/api/jobs'
import { startServer, type RunningServer } from '@studio/api/server'
import { createJobSystem } from '@studio/worker/job-runtime'
import { createMigratedDatabase, uniqueName } from '../support/databases.ts'
import { captureLogs } from '../support/log-capture.ts'
import { readOutbox } from '../support/mail-outbox.ts'
import { startPrivateRedis } from '../support/redis-server.ts'
import { createSmtpCapture } from '../support/smtp-capture.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { waitFor } from '../support/wait-for.ts'

const message = {
  name: '  Dolly Baker ',
  email: 'dolly@bakery.test',
  message: ' I need a website for my bakery. ',
}

async function storedMessages(server: { deps: RunningServer['deps'] }) {
  const { rows } = await server.deps.db.query(
    'SELECT id, name, email, message, created_at FROM contact_messages',
  )
  return rows
}

describe('contact form over real PostgreSQL and Redis', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ queue: 'redis', env: { RATE_LIMIT_MAX: '1000' } })
  })
  afterAll(() => server.stop())

  it('stores the trimmed message and mails the studio once, reply-to the sender', async () => {
    const response = await request(server.url).post('/api/contact/send_contact.php').send(message).expect(200)
    expect(response.body).toEqual({ success: 'Message received. Thanks for reaching out!' })
    const [stored] = await storedMessages(server)
    expect(stored).toMatchObject({
      name: 'Dolly Baker',
      email: 'dolly@bakery.test',
      message: 'I need a website for my bakery.',
    })
    expect(stored.created_at).toBeInstanceOf(Date)

    const [mail] = await waitFor('the notification mail', async () => {
      const mails = await readOutbox(server.mailDir)
      return mails.length ? mails : undefined
    })
    expect(mail?.to).toMatchObject({ text: server.env.BUSINESS_EMAIL })
    expect(mail?.replyTo?.text).toBe('dolly@bakery.test')
    expect(mail?.subject).toBe(`New message from Dolly Baker via ${server.env.SITE_NAME}`)
    expect(mail?.text).toContain('I need a website for my bakery.')
    await server.deps.outbox.flush()
    // The worker records the send just after writing the mail.
    await waitFor('the send to be recorded', async () => {
      const sent = await server.deps.db.query('SELECT 1 FROM mail_log WHERE idempotency_key = $1', [
        `contact-mail-${stored.id}`,
      ])
      return sent.rows.length === 1
    })
    expect(await readOutbox(server.mailDir)).toHaveLength(1)
  })

  it.each([
    [{ email: 'a@b.test', message: 'hi' }, 'Name: is required.'],
    [{ name: '   ', email: 'a@b.test', message: 'hi' }, 'Name: is required.'],
    [{ name: 'A', email: 'not an email', message: 'hi' }, 'Email: must be a valid email address.'],
    [{ name: 'A', email: 'a@b.test', message: '\n\t ' }, 'Message: is required.'],
    [
      { name: 'A', email: 'a@b.test', message: 'x'.repeat(5001) },
      'Message: must be at most 5000 characters.',
    ],
    [{ name: ['A'], email: 'a@b.test', message: 'hi' }, 'Name: is required.'],
  ])('answers 400 and stores nothing for %j', async (body, error) => {
    const before = (await storedMessages(server)).length
    const response = await request(server.url).post('/api/contact/send_contact.php').send(body).expect(400)
    expect(response.body.error).toBe(error)
    expect(await storedMessages(server)).toHaveLength(before)
  })
})

describe('contact form without Redis (jobs in-process)', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ queue: 'in-process', env: { RATE_LIMIT_MAX: '3' } })
  })
  afterAll(() => server.stop())

  it('sends the mail in-process, and answers 429 with a sentence after the limit', async () => {
    const statuses: number[] = []
    for (let attempt = 0; attempt < 4; attempt++) {
      statuses.push((await request(server.url).post('/api/contact/send_contact.php').send(message)).status)
    }
    expect(statuses).toEqual([200, 200, 200, 429])
    const refused = await request(server.url).post('/api/contact/send_contact.php').send(message).expect(429)
    expect(refused.body.error).toBe(
      'You have sent several messages in a short while. Please wait a few minutes before sending more.',
    )
    expect(await storedMessages(server)).toHaveLength(3)
    await waitFor('three mails', async () => (await readOutbox(server.mailDir)).length === 3)
  })
})

describe('nothing is lost while Redis or SMTP is down', () => {
  let redis: Awaited<ReturnType<typeof startPrivateRedis>>
  let database: Awaited<ReturnType<typeof createMigratedDatabase>>
  const running: RunningServer[] = []
  const logs = captureLogs()
  const queuePrefix = uniqueName('contact')
  const dataDir = mkdtempSync(join(tmpdir(), 'studio-contact-'))

  beforeAll(async () => {
    redis = await startPrivateRedis()
    database = await createMigratedDatabase(
      inject('adminDatabaseUrl'),
      'studio_test',
      inject('templateDatabase'),
    )
  })
  // One server at a time: a worker left running would take the next test's jobs.
  afterEach(async () => {
    for (const server of running.splice(0)) await server.stop()
  })
  afterAll(async () => {
    await redis?.stop()
    await database?.drop()
  })

  async function start(options: { withWorker: boolean; env?: Record<string, string> }) {
    const env = parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      MAIL_OUTBOX_DIR: join(dataDir, 'mail'),
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      ...options.env,
    })
    const server = await startServer({
      env,
      port: 0,
      queuePrefix,
      jobSystem: options.withWorker ? createJobSystem : startJobProducer,
      logDestination: logs.destination,
    })
    running.push(server)
    return server
  }

  it('keeps a message sent while Redis is down, and mails it once Redis is back', async () => {
    // The API alone: a worker would only retry against the missing Redis meanwhile.
    const api = await start({ withWorker: false })
    await redis.stop()
    await request(api.url).post('/api/contact/send_contact.php').send(message).expect(200)
    const [stored] = await storedMessages(api)
    expect(stored.message).toBe('I need a website for my bakery.')
    const pending = await api.deps.db.query('SELECT enqueued_at FROM job_outbox WHERE job_id = $1', [
      `contact-mail-${stored.id}`,
    ])
    expect(pending.rows).toEqual([{ enqueued_at: null }])
    await api.stop()

    redis = await startPrivateRedis(redis.port)
    const full = await start({ withWorker: true })
    await full.deps.outbox.flush()
    const [mail] = await waitFor('the mail after Redis returned', async () => {
      const mails = await readOutbox(join(dataDir, 'mail'))
      return mails.length ? mails : undefined
    })
    expect(mail?.replyTo?.text).toBe('dolly@bakery.test')
  })

  it('keeps a message sent while SMTP is down, and the retried job delivers it when SMTP is up', async () => {
    const port = await freePort()
    const smtp = createSmtpCapture()
    const server = await start({ withWorker: true, env: { SMTP_URL: `smtp://127.0.0.1:${port}` } })
    const body = { ...message, message: 'Sent while the mail server was away.' }
    await request(server.url).post('/api/contact/send_contact.php').send(body).expect(200)
    expect((await storedMessages(server)).map((row) => row.message)).toContain(
      'Sent while the mail server was away.',
    )
    await waitFor('a failed delivery attempt', () =>
      logs.lines.some((line) => line.includes('job attempt failed')),
    )
    try {
      await smtp.listen(port)
      const [mail] = await waitFor(
        'the retried mail',
        () => (smtp.received.length ? smtp.received : undefined),
        25_000,
      )
      expect(mail?.text).toContain('Sent while the mail server was away.')
    } finally {
      await smtp.close()
    }
  }, 40_000)
})

import { Queue } from 'bullmq'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { queueName } from '@studio/api/platform/jobs/job-contracts'
import { createUser } from '../support/factories.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { waitFor } from '../support/wait-for.ts'

// The daily retention job through the real worker: with RETENTION_DAYS=30, rows from 31 days ago go and
// rows from 29 days ago stay; outbox rows whose job is not done, and requests still open, stay at any age.
describe('the retention job', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ queue: 'redis', env: { RETENTION_DAYS: '30' } })
  })
  afterAll(() => server.stop())

  it('is scheduled once a day', async () => {
    const queue = new Queue(queueName, {
      connection: { url: inject('redisUrl') },
      prefix: server.queuePrefix,
    })
    try {
      const scheduler = await waitFor('the job scheduler', () =>
        queue.getJobScheduler('prune-old-records-daily'),
      )
      expect(scheduler).toMatchObject({ name: 'prune-old-records', pattern: '30 4 * * *' })
    } finally {
      await queue.close()
    }
  })

  it('deletes only the rows older than the cut-off', async () => {
    const { db } = server.deps
    const ago = (days: number) => `now() - interval '${days} days'`
    const user = await createUser(db)
    for (const age of [31, 29]) {
      await db.query(`INSERT INTO visits (visited_at) VALUES (${ago(age)})`)
      await db.query(
        `INSERT INTO ask_usage (prompt, response, created_at) VALUES ('q${age}', 'a', ${ago(age)})`,
      )
      await db.query(
        `INSERT INTO roast_audits (url, roast, toast, load_time, recommendation, created_at)
         VALUES ('https://example.com/${age}', '[]', '[]', 1, 'r', ${ago(age)})`,
      )
      await db.query(
        `INSERT INTO contact_messages (name, email, message, created_at)
         VALUES ('Visitor ${age}', 'visitor${age}@example.com', 'Hello', ${ago(age)})`,
      )
      await db.query(
        `INSERT INTO mail_log (idempotency_key, recipient, subject, sent_at)
         VALUES ('mail-${age}', 'visitor${age}@example.com', 'Hello', ${ago(age)})`,
      )
      await db.query(
        `INSERT INTO one_time_tokens (user_id, purpose, token_hash, expires_at, created_at)
         VALUES ($1, 'sign-in', 'hash-${age}', ${ago(age)}, ${ago(age)})`,
        [user.id],
      )
      // A request done that long ago, with its thread; and one still open from then (work still to do).
      const { rows } = await db.query(
        `INSERT INTO update_requests (client_id, title, body, status, created_at, updated_at, done_at)
         VALUES ($1, 'done-${age}', 'b', 'done', ${ago(age + 5)}, ${ago(age)}, ${ago(age)}),
                ($1, 'open-${age}', 'b', 'open', ${ago(age)}, ${ago(age)}, NULL)
         RETURNING id`,
        [user.id],
      )
      await db.query(
        `INSERT INTO update_request_messages (request_id, author_id, from_studio, body, at)
         VALUES ($1, $2, false, 'thread-${age}', ${ago(age + 1)})`,
        [rows[0].id, user.id],
      )
      await db.query(
        `INSERT INTO job_outbox (job_id, name, payload, created_at, enqueued_at, done_at)
         VALUES ('done-${age}', 'send-mail', '{}', ${ago(age)}, ${ago(age)}, ${ago(age)}),
                ('unsent-${age}', 'send-mail', '{}', ${ago(age)}, ${ago(age)}, NULL)`,
      )
    }

    const pruned = await server.deps.jobs.runAndWait('prune-old-records', {}, 10_000)
    expect(pruned).toEqual({
      visits: 1,
      askUsage: 1,
      roastAudits: 1,
      contactMessages: 1,
      mailLog: 1,
      oneTimeTokens: 1,
      outbox: 1,
      siteChecks: 0,
      updateRequests: 1,
    })
    const left = async (sql: string) => (await db.query(sql)).rows.map((row) => Object.values(row)[0])
    expect(
      await left(`SELECT count(*)::int FROM visits WHERE visited_at < now() - interval '30 days'`),
    ).toEqual([0])
    expect(await left('SELECT count(*)::int FROM visits')).toEqual([1])
    expect(await left('SELECT prompt FROM ask_usage')).toEqual(['q29'])
    expect(await left('SELECT url FROM roast_audits')).toEqual(['https://example.com/29'])
    expect(await left('SELECT email FROM contact_messages')).toEqual(['visitor29@example.com'])
    expect(await left('SELECT recipient FROM mail_log')).toEqual(['visitor29@example.com'])
    expect(await left(`SELECT token_hash FROM one_time_tokens WHERE user_id = ${user.id}`)).toEqual([
      'hash-29',
    ])
    expect(await left('SELECT title FROM update_requests ORDER BY title')).toEqual([
      'done-29',
      'open-29',
      'open-31',
    ])
    expect(await left('SELECT body FROM update_request_messages')).toEqual(['thread-29'])
    expect(await left('SELECT job_id FROM job_outbox ORDER BY job_id')).toEqual([
      'done-29',
      'unsent-29',
      'unsent-31',
    ])
  })
})

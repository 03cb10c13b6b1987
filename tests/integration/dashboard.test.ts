import { Queue } from 'bullmq'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { createApp } from '@studio/api/app'
import { addDays, todayInNewYork } from '@studio/api/bills/bill-dates'
import { queueName } from '@studio/api/platform/jobs/job-contracts'
import { createBill } from '../support/bills.ts'
import { createUser } from '../support/factories.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { waitFor } from '../support/wait-for.ts'

let server: TestServer
let admin: { Authorization: string }
let client: { Authorization: string }

beforeAll(async () => {
  server = await startTestServer({ queue: 'redis' })
  admin = { Authorization: `Bearer ${(await createUser(server.deps, { admin: true })).token}` }
  client = { Authorization: `Bearer ${(await createUser(server.deps, {})).token}` }
})
afterAll(() => server.stop())

const overviewPaths = [
  'visitors',
  'ask_usage',
  'contact_usage',
  'overdue_bills',
  'upcoming_bills',
  'get_roast_toast_usage',
  'visits_per_day',
]

describe('who may read the dashboard', () => {
  it.each(overviewPaths.map((name) => `/api/dashboard/${name}`).concat('/api/dashboard/jobs'))(
    'GET %s: 401 signed out, 403 for a client, 200 for an admin',
    async (path) => {
      expect((await request(server.url).get(path).expect(401)).body.error).toMatch(/sign in/)
      expect((await request(server.url).get(path).set(client).expect(403)).body.error).toBe(
        'Only an admin can see this.',
      )
      await request(server.url).get(path).set(admin).expect(200)
    },
  )

  it('POST /api/dashboard/jobs/retry: 401 signed out, 403 for a client', async () => {
    await request(server.url).post('/api/dashboard/jobs/retry').send({ id: '1' }).expect(401)
    await request(server.url).post('/api/dashboard/jobs/retry').set(client).send({ id: '1' }).expect(403)
  })

  it('still lets anyone record a visit', async () => {
    await request(server.url).post('/api/dashboard/visitors.php').expect(204)
  })
})

describe('the Studio Overview', () => {
  const get = async (name: string, app: Parameters<typeof request>[0] = server.url) =>
    (await request(app).get(`/api/dashboard/${name}`).set(admin).expect(200)).body

  it('counts visits', async () => {
    const before = (await get('visitors')).count
    await request(server.url).post('/api/dashboard/visitors.php').expect(204)
    await request(server.url).post('/api/dashboard/visitors.php').expect(204)
    expect(await get('visitors')).toEqual({ count: before + 2 })
  })

  it('counts visits per New York day for the last 30 days, oldest first, with empty days as 0', async () => {
    const { db } = server.deps
    type Day = { date: string; count: number }
    const perDay = async () =>
      Object.fromEntries(((await get('visits_per_day')).days as Day[]).map((day) => [day.date, day.count]))
    const before = await perDay()
    const dates = Object.keys(before)
    expect(dates).toHaveLength(30)
    expect(dates).toEqual([...dates].sort())
    const today = todayInNewYork(new Date())
    expect(dates.at(-1)).toBe(today)
    expect(dates[0]).toBe(addDays(today, -29))

    // Noon in New York on the chosen days, and one visit too old for the chart.
    const noonInNewYork = (date: string) => `${date} 12:00 America/New_York`
    for (const [date, visits] of [
      [today, 2],
      [addDays(today, -3), 1],
      [addDays(today, -29), 1],
      [addDays(today, -30), 5],
    ] as const)
      for (let visit = 0; visit < visits; visit++)
        await db.query('INSERT INTO visits (visited_at) VALUES ($1::timestamptz)', [noonInNewYork(date)])

    const after = await perDay()
    expect(Object.keys(after)).toEqual(dates)
    const added = Object.fromEntries(dates.map((date) => [date, after[date]! - before[date]!]))
    expect(added).toEqual({
      ...Object.fromEntries(dates.map((date) => [date, 0])),
      [today]: 2,
      [addDays(today, -3)]: 1,
      [addDays(today, -29)]: 1,
    })
  })

  it('lists contact messages, questions and audits newest first, bounded', async () => {
    const { db } = server.deps
    for (let day = 1; day <= 25; day++) {
      const at = `2025-03-${String(day).padStart(2, '0')}T12:00:00Z`
      await db.query(
        'INSERT INTO contact_messages (name, email, message, created_at) VALUES ($1, $2, $3, $4)',
        [`Sender ${day}`, `sender${day}@example.com`, `Message ${day}`, at],
      )
      await db.query('INSERT INTO ask_usage (prompt, response, created_at) VALUES ($1, $2, $3)', [
        `Q${day}`,
        `A${day}`,
        at,
      ])
      await db.query(
        `INSERT INTO roast_audits (url, roast, toast, load_time, recommendation, created_at)
         VALUES ($1, $2, $3, $4, 'Compress images.', $5)`,
        [`https://site${day}.example`, JSON.stringify(['slow']), JSON.stringify(['pretty']), 100 + day, at],
      )
    }
    const contacts = await get('contact_usage')
    expect(contacts).toHaveLength(20)
    expect(contacts[0]).toEqual({
      id: expect.any(Number),
      name: 'Sender 25',
      email: 'sender25@example.com',
      message: 'Message 25',
      created_at: '2025-03-25T12:00:00.000Z',
    })
    expect(contacts.slice(0, 3).map((contact: { name: string }) => contact.name)).toEqual([
      'Sender 25',
      'Sender 24',
      'Sender 23',
    ])
    const asks = await get('ask_usage')
    expect(asks.slice(0, 3)).toMatchObject([
      { prompt: 'Q25', response: 'A25' },
      { prompt: 'Q24', response: 'A24' },
      { prompt: 'Q23', response: 'A23' },
    ])
    const audits = await get('get_roast_toast_usage')
    expect(audits).toHaveLength(20)
    expect(audits[0]).toEqual({
      id: expect.any(Number),
      url: 'https://site25.example',
      roast: ['slow'],
      toast: ['pretty'],
      load_time: 125,
      created_at: '2025-03-25T12:00:00.000Z',
    })
  })

  it('lists overdue bills and the next seven days of payments for today in New York', async () => {
    const { db } = server.deps
    await db.query('DELETE FROM bills')
    const bill = (name: string, dueDate: string, paid = false) =>
      createBill(db, {
        owner: name.startsWith('C') ? 'Casey' : 'Jordan',
        name,
        amount: '12.5',
        dueDate,
        paid,
      })
    const late = await bill('Old power bill', '2025-01-30')
    await bill('Paid and late', '2025-01-29', true)
    const dueToday = await bill('Car insurance', '2025-02-10')
    const inAWeek = await bill('Water', '2025-02-17')
    await bill('Too far', '2025-02-18')
    await bill('Cable, paid', '2025-02-12', true)
    // 03:00 UTC on 11 Feb is still 10 February in New York.
    const app = createApp({ ...server.deps, now: () => new Date('2025-02-11T03:00:00Z') })
    expect(await get('overdue_bills', app)).toEqual([
      { id: late, name: 'Old power bill', amount: 12.5, dueDate: '2025-01-30' },
    ])
    expect(await get('upcoming_bills', app)).toEqual([
      { id: dueToday, owner: 'Casey', name: 'Car insurance', amount: 12.5, due_date: '2025-02-10' },
      { id: inAWeek, owner: 'Jordan', name: 'Water', amount: 12.5, due_date: '2025-02-17' },
    ])
  })
})

describe("the Developer's Playground job view", () => {
  it('shows the queue, a failed job with its error, and retries it', async () => {
    const queue = new Queue(queueName, {
      connection: { url: inject('redisUrl') },
      prefix: server.queuePrefix,
    })
    try {
      // A payload the worker refuses: it fails at once, for good, with a reason worth reading.
      const job = await queue.add('send-mail', { to: 'nobody' }, { attempts: 1, removeOnFail: false })
      await waitFor('the job to fail', async () => (await queue.getJob(job.id!))?.isFailed())
      const state = (await request(server.url).get('/api/dashboard/jobs').set(admin).expect(200)).body
      expect(state.mode).toBe('redis')
      expect(state.health).toMatchObject({ state: 'ok', failed: 1 })
      expect(state.failed).toEqual([
        {
          lane: 'jobs',
          id: job.id,
          name: 'send-mail',
          failedReason: 'Invalid payload for job "send-mail".',
          attemptsMade: 1,
          finishedAt: expect.any(String),
        },
      ])
      const retried = await request(server.url)
        .post('/api/dashboard/jobs/retry')
        .set(admin)
        .send({ id: job.id })
      expect(retried.status).toBe(200)
      expect(retried.body).toEqual({ success: `Job ${job.id} is queued again.` })
      const firstFailure = Date.parse(state.failed[0].finishedAt)
      // A retry starts the job's attempts over: it fails again from its first attempt.
      await waitFor('the retried job to fail again', async () => {
        const again = await queue.getJob(job.id!)
        return (again?.finishedOn ?? 0) > firstFailure && again?.attemptsMade === 1
      })
      const missing = await request(server.url)
        .post('/api/dashboard/jobs/retry')
        .set(admin)
        .send({ id: 'no-such-job' })
      expect(missing.status).toBe(404)
      expect(missing.body.error).toBe(
        'There is no failed job no-such-job to retry (it may have been retried already).',
      )
      await request(server.url).post('/api/dashboard/jobs/retry').set(admin).send({}).expect(400)
    } finally {
      await queue.close()
    }
  })
})

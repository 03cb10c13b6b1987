import { Queue } from 'bullmq'
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { addDays, hourInNewYork, todayInNewYork } from '@studio/api/bills/bill-dates'
import { queueName } from '@studio/api/platform/jobs/job-contracts'
import { createLogger } from '@studio/api/platform/logger'
import { startQueueSchedules } from '@studio/worker/schedules'
import { createBill, readBill } from '../support/bills.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { waitFor } from '../support/wait-for.ts'

// The overdue check as the worker runs it on its own: a BullMQ job scheduler, over real Redis, consumed by
// a real worker (the test server's), against the real clock.
describe('the scheduled overdue check', () => {
  let server: TestServer
  let queue: Queue
  beforeAll(async () => {
    server = await startTestServer({ queue: 'redis' })
    queue = new Queue(queueName, { connection: { url: inject('redisUrl') }, prefix: server.queuePrefix })
    // The server's worker ran its start-up check already; later runs are the ones each test causes.
    await waitFor('the start-up check', async () => (await queue.getCompletedCount()) >= 1)
  })
  afterAll(async () => {
    await queue?.obliterate({ force: true })
    await queue?.close()
    await server?.stop()
  })
  beforeEach(async () => {
    await server.deps.db.query('DELETE FROM bills')
  })

  const yesterday = () => addDays(todayInNewYork(new Date()), -1)

  it('is scheduled at the top of every hour', async () => {
    const scheduler = await waitFor('the job scheduler', () =>
      queue.getJobScheduler('check-overdue-bills-hourly'),
    )
    expect(scheduler).toMatchObject({ name: 'check-overdue-bills', pattern: '0 * * * *' })
    expect(Number(scheduler.next) % 3_600_000).toBe(0)
    expect(Number(scheduler.next)).toBeGreaterThan(Date.now())
  })

  it('schedules the reminder digests every morning at 8 in New York', async () => {
    const scheduler = await waitFor('the reminder scheduler', () =>
      queue.getJobScheduler('send-bill-reminders-daily'),
    )
    expect(scheduler).toMatchObject({
      name: 'send-bill-reminders',
      pattern: '0 8 * * *',
      tz: 'America/New_York',
    })
    expect(hourInNewYork(new Date(Number(scheduler.next)))).toBe(8)
  })

  it('flags a bill due yesterday when the hourly job runs', async () => {
    const id = await createBill(server.deps.db, { owner: 'Jordan', dueDate: yesterday() })
    const nextRun = await waitFor('the next hourly job', async () =>
      (await queue.getDelayed()).find((job) => job.repeatJobKey === 'check-overdue-bills-hourly'),
    )
    await nextRun.promote() // the top of the hour, now
    await waitFor('the bill to be flagged overdue', async () => (await readBill(server.deps.db, id))?.overdue)
    // The bill can be flagged before the job is marked complete: wait for the state, then read the job.
    await waitFor('the job to complete', async () => (await queue.getJobState(nextRun.id!)) === 'completed')
    expect((await queue.getJob(nextRun.id!))?.returnvalue).toEqual({ updated: 1 })
  })

  it('runs once when a worker starts, catching up on a midnight it missed', async () => {
    const late = await createBill(server.deps.db, { owner: 'Casey', dueDate: yesterday() })
    const today = await createBill(server.deps.db, { owner: 'Casey', dueDate: todayInNewYork(new Date()) })
    const restarted = await startQueueSchedules({
      redisUrl: inject('redisUrl'),
      prefix: server.queuePrefix,
      logger: createLogger('silent'),
    })
    try {
      await waitFor(
        'the start-up check to flag the late bill',
        async () => (await readBill(server.deps.db, late))?.overdue,
      )
      expect((await readBill(server.deps.db, today))?.overdue).toBe(false)
      // Declaring the schedules again (a second worker, a restart) keeps one scheduler per job, not two.
      const billSchedulers = (await queue.getJobSchedulers()).filter((scheduler) =>
        ['check-overdue-bills-hourly', 'send-bill-reminders-daily'].includes(scheduler.key),
      )
      expect(billSchedulers).toHaveLength(2)
    } finally {
      await restarted.close()
    }
  })
})

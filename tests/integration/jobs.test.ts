import { Queue } from 'bullmq'
import { inject, afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queueName } from '@studio/api/platform/jobs/job-contracts'
import type { JobHandlers } from '@studio/api/platform/jobs/job-queue'
import { createLogger } from '@studio/api/platform/logger'
import { startQueueWorker } from '@studio/worker/queue-worker'
import { assertOneHandlerPerJob } from '@studio/worker/handlers'
import { uniqueName } from '../support/databases.ts'
import { readOutbox } from '../support/mail-outbox.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { waitFor } from '../support/wait-for.ts'

const mail = { to: 'client@example.com', subject: 'Hello from the studio', text: 'A real mail body.' }

describe('mail jobs through BullMQ and a real worker', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ queue: 'redis' })
  })
  afterAll(() => server.stop())

  it('delivers a mail job to the outbox as an .eml file', async () => {
    await server.deps.jobs.enqueue('send-mail', { ...mail, idempotencyKey: 'welcome-1' })
    const [received] = await waitFor('the mail in the outbox', async () => {
      const mails = await readOutbox(server.mailDir)
      return mails.length ? mails : undefined
    })
    expect(received?.subject).toBe(mail.subject)
    // The idempotency key names the message: a resend after a crash is recognisably the same mail.
    expect(received?.messageId).toMatch(/^<welcome-1@[\w.-]+>$/)
    expect(received?.text?.trim()).toBe(mail.text)
    expect(received?.to && 'text' in received.to ? received.to.text : '').toBe(mail.to)
  })

  it('sends one logical mail once, however often it is enqueued, even at the same moment', async () => {
    const key = 'reset-once'
    const enqueueOnce = () =>
      server.deps.jobs.enqueue('send-mail', { ...mail, subject: 'Once', idempotencyKey: key })
    // The worker runs several jobs at a time: these three are processed side by side.
    await Promise.all([enqueueOnce(), enqueueOnce(), enqueueOnce()])
    await waitFor('the first send', async () =>
      (await readOutbox(server.mailDir)).some((m) => m.subject === 'Once'),
    )
    await enqueueOnce()
    await waitFor('every copy to be processed', async () => {
      const counts = await server.deps.jobs.health()
      return counts.waiting === 0 && counts.active === 0
    })
    const sent = (await readOutbox(server.mailDir)).filter((m) => m.subject === 'Once')
    expect(sent).toHaveLength(1)
  })

  it('refuses a payload that breaks the job schema before it reaches Redis', async () => {
    await expect(
      server.deps.jobs.enqueue('send-mail', { ...mail, to: 'not an address', idempotencyKey: 'x' }),
    ).rejects.toThrow()
  })
})

/** A queue of its own with a worker running `handlers`, both closed (and the queue emptied) after the suite. */
function queueWithWorker(prefix: string, handlers: JobHandlers): Queue {
  const logger = createLogger('silent')
  const worker = startQueueWorker({ redisUrl: inject('redisUrl'), prefix, handlers, logger })
  const queue = new Queue(queueName, { connection: { url: inject('redisUrl') }, prefix })
  afterAll(async () => {
    await worker.close()
    await queue.obliterate({ force: true })
    await queue.close()
  })
  return queue
}

describe('a job that throws', () => {
  const prefix = uniqueName('failing')
  let attempts = 0
  const handlers = {
    'send-mail': async () => {
      attempts++
      throw new Error('SMTP said no')
    },
  } as unknown as JobHandlers
  const queue = queueWithWorker(prefix, handlers)

  it('is retried with backoff, then kept as failed with its error', async () => {
    const job = await queue.add(
      'send-mail',
      { ...mail, idempotencyKey: 'doomed' },
      { attempts: 3, backoff: { type: 'exponential', delay: 20 }, removeOnFail: false },
    )
    await waitFor('the job to fail for good', async () => (await queue.getJobState(job.id!)) === 'failed')
    // Read the job only once it has failed: a copy read during the last attempt still counts two.
    const failed = (await queue.getJob(job.id!))!
    expect(attempts).toBe(3)
    expect(failed.attemptsMade).toBe(3)
    expect(failed.failedReason).toBe('SMTP said no')
  })
})

describe('the handler map', () => {
  it('stops boot when a job has no handler or an unknown one', () => {
    expect(() => assertOneHandlerPerJob({})).toThrow(/missing send-mail/)
    expect(() => assertOneHandlerPerJob({ 'send-mail': () => 0, 'mystery-job': () => 0 })).toThrow(
      /unknown mystery-job/,
    )
  })
})

describe('a job stored under a name it no longer has', () => {
  const prefix = uniqueName('renamed')
  const ran: unknown[] = []
  const handlers = {
    'weekly-audit': async (payload: unknown) => {
      ran.push(payload)
      return { audited: false, reason: 'stub' }
    },
  } as unknown as JobHandlers
  const queue = queueWithWorker(prefix, handlers)

  it("runs as its new name: a weekly audit queued as 'audit-site' before the rename is not lost", async () => {
    const job = await queue.add('audit-site', { siteId: 7 }, { removeOnComplete: false })
    await waitFor('the job to finish', async () => (await queue.getJobState(job.id!)) === 'completed')
    expect(ran).toEqual([{ siteId: 7 }])
  })
})

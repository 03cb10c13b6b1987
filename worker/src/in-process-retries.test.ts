import { describe, expect, it } from 'vitest'
import type { JobHandlers } from '@studio/api/platform/jobs/job-queue'
import { createLogger } from '@studio/api/platform/logger'
import type { ClosableWaits } from './closable-waits.ts'
import { createRetryingRunner, retryPolicies } from './in-process-retries.ts'

const mailRetry = { baseMs: 1_000, maxMs: 60_000 }
const mail = { idempotencyKey: 'k', to: 'a@example.com', subject: 'Hi', text: 'Body' }

/** Backoffs that pass at once, recording how long each would have been. */
function instantWaits(): ClosableWaits & { waited: number[] } {
  const waited: number[] = []
  return { waited, closed: false, close: () => undefined, wait: async (ms) => (waited.push(ms), true) }
}

describe('the in-process retries', () => {
  it('give the jobs lane BullMQ’s exponential backoff and mail its capped one', () => {
    const { jobs, mail: mailLane } = retryPolicies(mailRetry)
    expect(jobs.attempts).toBe(5)
    expect([1, 2, 3].map(jobs.delayMs)).toEqual([1_000, 2_000, 4_000])
    expect(mailLane.delayMs(10)).toBe(60_000)
    expect(mailLane.attempts).toBeGreaterThan(24 * 60) // a day of retries at the one-minute cap
  })

  it('retries a failing job with its lane’s waits, then keeps it as failed with its payload', async () => {
    let calls = 0
    const handlers = {
      ask: async () => {
        calls++
        throw new Error('model away')
      },
    } as unknown as JobHandlers
    const waits = instantWaits()
    const runner = createRetryingRunner({ handlers, logger: createLogger('silent'), mailRetry, waits })
    await expect(runner.run('job-1', 'ask', { prompt: 'Hello?' })).rejects.toThrow('model away')
    expect(calls).toBe(5)
    expect(waits.waited).toEqual([1_000, 2_000, 4_000, 8_000])
    expect(runner.failed).toMatchObject([
      { job: { lane: 'jobs', id: 'job-1', name: 'ask', attemptsMade: 5 }, payload: { prompt: 'Hello?' } },
    ])
  })

  it('stops at once on UnrecoverableError, and tells the last attempt it is the last', async () => {
    const finalFlags: boolean[] = []
    const handlers = {
      'send-mail': async (_payload: unknown, attempt: { isFinalAttempt: boolean }) => {
        finalFlags.push(attempt.isFinalAttempt)
        throw Object.assign(new Error('no such mailbox'), { name: 'UnrecoverableError' })
      },
    } as unknown as JobHandlers
    const waits = instantWaits()
    const runner = createRetryingRunner({ handlers, logger: createLogger('silent'), mailRetry, waits })
    await expect(runner.run('mail-1', 'send-mail', mail)).rejects.toThrow('no such mailbox')
    expect(finalFlags).toEqual([false])
    expect(waits.waited).toEqual([])
    expect(runner.failed[0]?.job.lane).toBe('mail')
  })
})

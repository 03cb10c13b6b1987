import { setTimeout as sleep } from 'node:timers/promises'
import type { Logger } from '@studio/api/platform/logger'
import { jobCatalogue } from '@studio/api/jobs'
import { defaultJobOptions, type JobName, type JobPayload } from '@studio/api/platform/jobs/job-contracts'
import {
  JobWaitError,
  type FailedJob,
  type JobHandlers,
  type JobProgress,
  type JobQueue,
} from '@studio/api/platform/jobs/job-queue'
import { mailRetryAttempts, mailRetryDelayMs, type MailRetrySettings } from '@studio/api/mail/mail-retry'
import { createClosableWaits } from './closable-waits.ts'
import { WaitingLine, type Ticket } from './waiting-line.ts'

const keptFailedJobs = 100
/** A finished job still answers 'done' this long, as a kept BullMQ job does. */
const finishedKeptMs = 60_000

interface TrackedJob {
  ticket: Ticket
  step?: string
  done: boolean
}

const cancelledSentence = 'The request was cancelled before it started.'

interface RetryPolicy {
  attempts: number
  delayMs(attemptsMade: number): number
}

/**
 * Without Redis, jobs run inside the API process through the very handlers the worker uses, with the same
 * attempts and backoff (mail: 24 hours of capped retries). Nothing here survives a restart; mail does
 * anyway, because the outbox relays unsent mail again when the process starts. Jobs a visitor waits on
 * (runAndWait) take one of `toolSlots` slots, like a worker's concurrency; the rest wait in line.
 */
export function createInProcessJobQueue(
  handlers: JobHandlers,
  logger: Logger,
  mailRetry: MailRetrySettings,
  toolSlots = 8,
): JobQueue {
  const toolLine = new WaitingLine(toolSlots)
  const trackedJobs = new Map<string, TrackedJob>()
  const pending = new Set<Promise<unknown>>()
  const knownIds = new Set<string>()
  const failed: { job: FailedJob; payload: unknown }[] = []
  const waits = createClosableWaits()
  let sequence = 0
  const retryPolicies: Record<FailedJob['lane'], RetryPolicy> = {
    jobs: {
      attempts: defaultJobOptions.attempts,
      delayMs: (attemptsMade) => defaultJobOptions.backoff.delay * 2 ** (attemptsMade - 1),
    },
    mail: {
      attempts: mailRetryAttempts(mailRetry),
      delayMs: (attemptsMade) => mailRetryDelayMs(attemptsMade, mailRetry),
    },
  }

  async function runWithRetries<Name extends JobName>(
    id: string,
    name: Name,
    payload: JobPayload<Name>,
    reportStep: (step: string) => void = () => undefined,
  ) {
    const handler = handlers[name] as (payload: JobPayload<Name>, attempt: object) => Promise<unknown>
    const lane = jobCatalogue.laneOf(name)
    const policy = retryPolicies[lane]
    for (let attempt = 1; ; attempt++) {
      try {
        return await handler(payload, {
          id,
          attemptsMade: attempt - 1,
          isFinalAttempt: attempt === policy.attempts,
          reportStep: async (step: string) => reportStep(step),
        })
      } catch (error) {
        const unrecoverable = error instanceof Error && error.name === 'UnrecoverableError'
        if (unrecoverable || attempt >= policy.attempts || waits.closed) {
          const failedReason = error instanceof Error ? error.message : String(error)
          const finishedAt = new Date().toISOString()
          failed.unshift({
            job: { lane, id, name, failedReason, attemptsMade: attempt, finishedAt },
            payload,
          })
          failed.length = Math.min(failed.length, keptFailedJobs)
          throw error
        }
        logger.warn({ err: error, job: name, jobId: id, attempt }, 'job failed; retrying')
        // Closing cuts a wait short: the job fails here, and unsent mail is relayed again at the next start.
        if (!(await waits.wait(policy.delayMs(attempt)))) throw error
      }
    }
  }

  function track<T>(work: Promise<T>): Promise<T> {
    pending.add(work)
    void work.finally(() => pending.delete(work)).catch(() => undefined)
    return work
  }

  function runInBackground<Name extends JobName>(
    id: string,
    name: Name,
    data: JobPayload<Name>,
    delayMs = 0,
  ) {
    knownIds.add(id)
    const run = async () => {
      try {
        if (delayMs && !(await waits.wait(delayMs))) {
          throw new Error('The process stopped before the job was due.')
        }
        await runWithRetries(id, name, data)
      } finally {
        knownIds.delete(id) // like BullMQ's removeOnComplete: a finished id may be enqueued again
      }
    }
    track(run()).catch((error) => logger.error({ err: error, job: name, jobId: id }, 'job failed for good'))
  }

  return {
    mode: 'in-process',
    async enqueue(name, payload, options = {}) {
      const data = jobCatalogue.parsePayload(name, payload)
      const id = options.jobId ?? `in-process-${++sequence}`
      if (knownIds.has(id)) return
      runInBackground(id, name, data, options.delayMs)
    },
    async runAndWait(name, payload, timeoutMs, { trackingKey } = {}) {
      const data = jobCatalogue.parsePayload(name, payload)
      if (trackingKey && trackedJobs.has(trackingKey)) throw new JobWaitError('duplicate', 'in use')
      const id = `in-process-${++sequence}`
      const ticket = toolLine.enter()
      const tracked: TrackedJob = { ticket, done: false }
      if (trackingKey) trackedJobs.set(trackingKey, tracked)
      const run = async () => {
        await ticket.admitted
        try {
          return await runWithRetries(id, name, data, (step) => (tracked.step = step))
        } finally {
          toolLine.leave()
        }
      }
      const work = track(run())
      const stopTimer = new AbortController()
      const timeout = sleep(timeoutMs, 'timeout' as const, { signal: stopTimer.signal })
      try {
        const outcome = await Promise.race([work.then((result) => ({ result })), timeout]).catch(
          (error: unknown) => {
            if (error instanceof JobWaitError) throw error
            throw new JobWaitError('failed', error instanceof Error ? error.message : String(error))
          },
        )
        if (outcome === 'timeout') {
          // Nobody waits for it any more: a job still in line leaves it rather than run for no one.
          toolLine.withdraw(ticket, new JobWaitError('timeout', 'timed out in line'))
          throw new JobWaitError('timeout', 'That took longer than it should. Please try again in a minute.')
        }
        return outcome.result as never
      } finally {
        stopTimer.abort()
        tracked.done = true
        if (trackingKey) setTimeout(() => trackedJobs.delete(trackingKey), finishedKeptMs).unref()
      }
    },
    async progress(trackingKey): Promise<JobProgress | undefined> {
      const tracked = trackedJobs.get(trackingKey)
      if (!tracked) return undefined
      if (tracked.done) return { state: 'done' }
      const position = toolLine.position(tracked.ticket)
      if (position !== undefined) return { state: 'queued', position }
      return { state: 'running', ...(tracked.step && { step: tracked.step }) }
    },
    async cancelQueued(trackingKey) {
      const tracked = trackedJobs.get(trackingKey)
      if (!tracked) return 'unknown'
      const withdrawn = toolLine.withdraw(tracked.ticket, new JobWaitError('cancelled', cancelledSentence))
      return withdrawn ? 'cancelled' : 'too-late'
    },
    async health() {
      return { state: 'in-process', active: pending.size, failed: failed.length }
    },
    async listFailed(limit) {
      return failed.slice(0, limit).map(({ job }) => job)
    },
    async retryFailed(lane, id) {
      const index = failed.findIndex(({ job }) => job.lane === lane && job.id === id)
      const entry = failed[index]
      if (!entry || knownIds.has(id)) return false
      failed.splice(index, 1)
      runInBackground(id, entry.job.name as JobName, entry.payload as never)
      return true
    },
    async close() {
      waits.close()
      await Promise.allSettled([...pending])
    },
  }
}

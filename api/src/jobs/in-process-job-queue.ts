import { setTimeout as sleep } from 'node:timers/promises'
import type { Logger } from '../logger.ts'
import { defaultJobOptions, laneOf, parseJobPayload, type JobName, type JobPayload } from './job-contracts.ts'
import { JobWaitError, type FailedJob, type JobHandlers, type JobQueue } from './job-queue.ts'
import { mailRetryAttempts, mailRetryDelayMs, type MailRetrySettings } from './mail-retry.ts'

const keptFailedJobs = 100

interface RetryPolicy {
  attempts: number
  delayMs(attemptsMade: number): number
}

/**
 * Without Redis, jobs run inside the API process through the very handlers the worker uses, with the same
 * attempts and backoff (mail: 24 hours of capped retries). Nothing here survives a restart; mail does
 * anyway, because the outbox relays unsent mail again when the process starts.
 */
export function createInProcessJobQueue(
  handlers: JobHandlers,
  logger: Logger,
  mailRetry: MailRetrySettings,
): JobQueue {
  const pending = new Set<Promise<unknown>>()
  const knownIds = new Set<string>()
  const failed: { job: FailedJob; payload: unknown }[] = []
  const closing = new AbortController()
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

  async function runWithRetries<Name extends JobName>(id: string, name: Name, payload: JobPayload<Name>) {
    const handler = handlers[name] as (payload: JobPayload<Name>, attempt: object) => Promise<unknown>
    const lane = laneOf(name)
    const policy = retryPolicies[lane]
    for (let attempt = 1; ; attempt++) {
      try {
        return await handler(payload, {
          id,
          attemptsMade: attempt - 1,
          isFinalAttempt: attempt === policy.attempts,
        })
      } catch (error) {
        const unrecoverable = error instanceof Error && error.name === 'UnrecoverableError'
        if (unrecoverable || attempt >= policy.attempts || closing.signal.aborted) {
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
        await sleep(policy.delayMs(attempt), undefined, { signal: closing.signal }).catch(() => {
          throw error
        })
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
        if (delayMs) await sleep(delayMs, undefined, { signal: closing.signal })
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
      const data = parseJobPayload(name, payload)
      const id = options.jobId ?? `in-process-${++sequence}`
      if (knownIds.has(id)) return
      runInBackground(id, name, data, options.delayMs)
    },
    async runAndWait(name, payload, timeoutMs) {
      const data = parseJobPayload(name, payload)
      const work = track(runWithRetries(`in-process-${++sequence}`, name, data))
      const stopTimer = new AbortController()
      const timeout = sleep(timeoutMs, 'timeout' as const, { signal: stopTimer.signal })
      const outcome = await Promise.race([work.then((result) => ({ result })), timeout])
        .catch((error: unknown) => {
          throw new JobWaitError('failed', error instanceof Error ? error.message : String(error))
        })
        .finally(() => stopTimer.abort())
      if (outcome === 'timeout') {
        throw new JobWaitError('timeout', 'That took longer than it should. Please try again in a minute.')
      }
      return outcome.result as never
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
      closing.abort()
      await Promise.allSettled([...pending])
    },
  }
}

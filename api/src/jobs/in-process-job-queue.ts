import { setTimeout as sleep } from 'node:timers/promises'
import type { Logger } from '../logger.ts'
import { defaultJobOptions, parseJobPayload, type JobName, type JobPayload } from './job-contracts.ts'
import { JobWaitError, type FailedJob, type JobHandlers, type JobQueue } from './job-queue.ts'

const keptFailedJobs = 100

/**
 * Without Redis, jobs run inside the API process through the very handlers the worker uses, with the same
 * attempts and exponential backoff. Nothing survives a restart here: that is what Redis is for.
 */
export function createInProcessJobQueue(handlers: JobHandlers, logger: Logger): JobQueue {
  const pending = new Set<Promise<unknown>>()
  const knownIds = new Set<string>()
  const failed: FailedJob[] = []
  let sequence = 0
  let closed = false

  async function runWithRetries<Name extends JobName>(id: string, name: Name, payload: JobPayload<Name>) {
    const handler = handlers[name] as (payload: JobPayload<Name>, attempt: object) => Promise<unknown>
    for (let attempt = 1; ; attempt++) {
      try {
        return await handler(payload, {
          id,
          attemptsMade: attempt - 1,
          isFinalAttempt: attempt === defaultJobOptions.attempts,
        })
      } catch (error) {
        const unrecoverable = error instanceof Error && error.name === 'UnrecoverableError'
        if (unrecoverable || attempt >= defaultJobOptions.attempts || closed) {
          failed.unshift({
            id,
            name,
            failedReason: error instanceof Error ? error.message : String(error),
            attemptsMade: attempt,
            finishedAt: new Date().toISOString(),
          })
          failed.length = Math.min(failed.length, keptFailedJobs)
          throw error
        }
        logger.warn({ err: error, job: name, jobId: id, attempt }, 'job failed; retrying')
        await sleep(defaultJobOptions.backoff.delay * 2 ** (attempt - 1))
      }
    }
  }

  function track<T>(work: Promise<T>): Promise<T> {
    pending.add(work)
    void work.finally(() => pending.delete(work)).catch(() => undefined)
    return work
  }

  return {
    mode: 'in-process',
    async enqueue(name, payload, options = {}) {
      const data = parseJobPayload(name, payload)
      const id = options.jobId ?? `in-process-${++sequence}`
      if (knownIds.has(id)) return
      knownIds.add(id)
      const run = async () => {
        try {
          if (options.delayMs) await sleep(options.delayMs)
          await runWithRetries(id, name, data)
        } finally {
          knownIds.delete(id) // like BullMQ's removeOnComplete: a finished id may be enqueued again
        }
      }
      track(run()).catch((error) => logger.error({ err: error, job: name, jobId: id }, 'job failed for good'))
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
      return failed.slice(0, limit)
    },
    async retryFailed() {
      return false
    },
    async close() {
      closed = true
      await Promise.allSettled([...pending])
    },
  }
}

import type { Logger } from '@studio/api/platform/logger'
import type { JobName, JobPayload } from '@studio/api/platform/jobs/job-contracts'
import type { JobHandlers, JobQueue } from '@studio/api/platform/jobs/job-queue'
import type { MailRetrySettings } from '@studio/api/mail/mail-retry'
import { jobCatalogue } from '@studio/api/jobs'
import { createClosableWaits } from './closable-waits.ts'
import { createRetryingRunner } from './in-process-retries.ts'
import { createInProcessToolJobs } from './in-process-tool-jobs.ts'

/**
 * Without Redis, jobs run inside the API process through the very handlers the worker uses, with the same
 * attempts and backoff (mail: 24 hours of capped retries; in-process-retries.ts). Nothing here survives a
 * restart; mail does anyway, because the outbox relays unsent mail again when the process starts. Jobs a
 * visitor waits on (runAndWait) take one of `toolSlots` slots, like a worker's concurrency; the rest wait
 * in line (in-process-tool-jobs.ts).
 */
export function createInProcessJobQueue(
  handlers: JobHandlers,
  logger: Logger,
  mailRetry: MailRetrySettings,
  toolSlots = 8,
): JobQueue {
  const pending = new Set<Promise<unknown>>()
  const knownIds = new Set<string>()
  const waits = createClosableWaits()
  const runner = createRetryingRunner({ handlers, logger, mailRetry, waits })

  function track<T>(work: Promise<T>): Promise<T> {
    pending.add(work)
    void work.finally(() => pending.delete(work)).catch(() => undefined)
    return work
  }
  const toolJobs = createInProcessToolJobs({ toolSlots, run: runner.run, track })

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
        await runner.run(id, name, data)
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
      const id = options.jobId ?? toolJobs.nextId()
      if (knownIds.has(id)) return
      runInBackground(id, name, data, options.delayMs)
    },
    runAndWait: toolJobs.runAndWait,
    progress: toolJobs.progress,
    cancelQueued: toolJobs.cancelQueued,
    async health() {
      return { state: 'in-process', active: pending.size, failed: runner.failed.length }
    },
    async listFailed(limit) {
      return runner.failed.slice(0, limit).map(({ job }) => job)
    },
    async retryFailed(lane, id) {
      const index = runner.failed.findIndex(({ job }) => job.lane === lane && job.id === id)
      const entry = runner.failed[index]
      if (!entry || knownIds.has(id)) return false
      runner.failed.splice(index, 1)
      runInBackground(id, entry.job.name as JobName, entry.payload as never)
      return true
    },
    async close() {
      waits.close()
      await Promise.allSettled([...pending])
    },
  }
}

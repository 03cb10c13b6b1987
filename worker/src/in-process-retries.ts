import type { FailedJob, JobHandlers } from '@studio/api/platform/jobs/job-queue'
import { defaultJobOptions, type JobName, type JobPayload } from '@studio/api/platform/jobs/job-contracts'
import type { Logger } from '@studio/api/platform/logger'
import { mailRetryAttempts, mailRetryDelayMs, type MailRetrySettings } from '@studio/api/mail/mail-retry'
import { jobCatalogue } from '@studio/api/jobs'
import type { ClosableWaits } from './closable-waits.ts'

const keptFailedJobs = 100

interface RetryPolicy {
  attempts: number
  delayMs(attemptsMade: number): number
}

/** The attempts and backoff BullMQ would give each lane: the default exponential one, mail's capped one. */
export function retryPolicies(mailRetry: MailRetrySettings): Record<FailedJob['lane'], RetryPolicy> {
  return {
    jobs: {
      attempts: defaultJobOptions.attempts,
      delayMs: (attemptsMade) => defaultJobOptions.backoff.delay * 2 ** (attemptsMade - 1),
    },
    mail: {
      attempts: mailRetryAttempts(mailRetry),
      delayMs: (attemptsMade) => mailRetryDelayMs(attemptsMade, mailRetry),
    },
  }
}

/**
 * Runs a job's handler until it succeeds, throws UnrecoverableError or uses up its lane's attempts, waiting
 * out the backoff in between; a job that fails for good is kept (the newest `keptFailedJobs`) for the
 * admin's list and retry, with its payload.
 */
export function createRetryingRunner({
  handlers,
  logger,
  mailRetry,
  waits,
}: {
  handlers: JobHandlers
  logger: Logger
  mailRetry: MailRetrySettings
  /** Closing them cuts a backoff short: the job fails there, and unsent mail is relayed at the next start. */
  waits: ClosableWaits
}) {
  const policies = retryPolicies(mailRetry)
  const failed: { job: FailedJob; payload: unknown }[] = []

  function keepFailed(job: FailedJob, payload: unknown) {
    failed.unshift({ job, payload })
    failed.length = Math.min(failed.length, keptFailedJobs)
  }

  async function run<Name extends JobName>(
    id: string,
    name: Name,
    payload: JobPayload<Name>,
    reportStep: (step: string) => void = () => undefined,
  ) {
    const handler = handlers[name] as (payload: JobPayload<Name>, attempt: object) => Promise<unknown>
    const lane = jobCatalogue.laneOf(name)
    const policy = policies[lane]
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
          keepFailed({ lane, id, name, failedReason, attemptsMade: attempt, finishedAt }, payload)
          throw error
        }
        logger.warn({ err: error, job: name, jobId: id, attempt }, 'job failed; retrying')
        if (!(await waits.wait(policy.delayMs(attempt)))) throw error
      }
    }
  }

  return { run, failed }
}

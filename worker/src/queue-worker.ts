import { UnrecoverableError, Worker, type Job } from 'bullmq'
import { jobCatalogue } from '@studio/api/jobs'
import { defaultJobOptions, queueLanes } from '@studio/api/platform/jobs/job-contracts'
import type { QueueLane } from '@studio/api/contract/dashboard'
import type { JobHandlers } from '@studio/api/platform/jobs/job-queue'
import { mailRetryDelayMs, type MailRetrySettings } from '@studio/api/mail/mail-retry'
import { connectBlocking } from '@studio/api/platform/jobs/redis-connection'
import type { Logger } from '@studio/api/platform/logger'

export interface QueueWorkerOptions {
  redisUrl: string
  prefix?: string
  handlers: JobHandlers
  logger: Logger
  /** The queue consumed: 'jobs' (AI answers, audits, overdue checks) or 'mail'. */
  lane?: QueueLane
  concurrency?: number
  /** The mail lane's capped backoff (its jobs carry the custom backoff type that asks for it). */
  mailRetry?: MailRetrySettings
  /** How long a job's lock lasts and how often stalled jobs are looked for (BullMQ: 30 s each); tests shorten them. */
  stalledJobs?: { lockDurationMs: number; stalledIntervalMs: number }
}

/** Jobs one worker process runs side by side. */
export const defaultJobConcurrency = 8
/** Mail slots of their own: however many audits are running, a reset mail is picked up at once. */
export const mailConcurrency = 4

/** Consumes the queue: each job goes to the one handler of its name, its payload checked again first. */
export function startQueueWorker({
  redisUrl,
  prefix = 'bull',
  handlers,
  logger,
  lane = 'jobs',
  concurrency = lane === 'mail' ? mailConcurrency : defaultJobConcurrency,
  mailRetry,
  stalledJobs,
}: QueueWorkerOptions) {
  // Mail jobs ask for the custom backoff; without it BullMQ would fail them on their first error.
  if (lane === 'mail' && !mailRetry) throw new Error('The mail worker needs its retry settings (mailRetry).')
  const connection = connectBlocking(redisUrl, `studio-worker-${lane}`)
  connection.on('error', (error) => logger.debug({ err: error }, 'worker connection error'))

  async function process(job: Job) {
    // A job stored under a former name (queued before a deploy renamed it) runs as its new name.
    const name = jobCatalogue.currentName(job.name)
    if (!name) throw new UnrecoverableError(`No handler for job "${job.name}".`)
    const parsed = jobCatalogue.payloadSchema(name).safeParse(job.data)
    if (!parsed.success) throw new UnrecoverableError(`Invalid payload for job "${job.name}".`)
    const handler = handlers[name] as (payload: unknown, attempt: object) => Promise<unknown>
    const attempts = job.opts.attempts ?? defaultJobOptions.attempts
    return handler(parsed.data, {
      id: String(job.id),
      attemptsMade: job.attemptsMade,
      isFinalAttempt: job.attemptsMade + 1 >= attempts,
      reportStep: (step: string) => job.updateProgress({ step }),
    })
  }

  const worker = new Worker(queueLanes[lane], process, {
    connection,
    prefix,
    concurrency,
    ...(mailRetry && {
      settings: { backoffStrategy: (attemptsMade: number) => mailRetryDelayMs(attemptsMade, mailRetry) },
    }),
    ...(stalledJobs && {
      lockDuration: stalledJobs.lockDurationMs,
      stalledInterval: stalledJobs.stalledIntervalMs,
    }),
  })
  worker.on('error', (error) => logger.warn({ err: error }, 'worker error'))
  worker.on('failed', (job, error) =>
    logger.warn(
      { err: error, job: job?.name, jobId: job?.id, attemptsMade: job?.attemptsMade },
      'job attempt failed',
    ),
  )
  worker.on('completed', (job) => logger.info({ job: job.name, jobId: job.id }, 'job completed'))
  return worker
}

/** Both lanes, each with its own Worker and slots: what a worker process (or `npm start`) runs. */
export function startQueueWorkers({
  jobConcurrency,
  ...options
}: Omit<QueueWorkerOptions, 'lane' | 'concurrency'> & {
  mailRetry: MailRetrySettings
  /** The jobs lane's slots (JOB_CONCURRENCY); defaultJobConcurrency when unset. */
  jobConcurrency?: number
}) {
  const jobs = startQueueWorker({ ...options, lane: 'jobs', concurrency: jobConcurrency })
  const mail = startQueueWorker({ ...options, lane: 'mail' })
  return {
    jobs,
    mail,
    isRunning: () => jobs.isRunning() && mail.isRunning(),
    close: async () => {
      await Promise.all([jobs.close(), mail.close()])
    },
  }
}

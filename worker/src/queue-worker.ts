import { UnrecoverableError, Worker, type Job } from 'bullmq'
import { defaultJobOptions, isJobName, jobPayloadSchemas, queueName } from '@studio/api/jobs/job-contracts'
import type { JobHandlers } from '@studio/api/jobs/job-queue'
import { connectBlocking } from '@studio/api/jobs/redis-connection'
import type { Logger } from '@studio/api/logger'

export interface QueueWorkerOptions {
  redisUrl: string
  prefix?: string
  handlers: JobHandlers
  logger: Logger
  concurrency?: number
  /** How long a job's lock lasts and how often stalled jobs are looked for (BullMQ: 30 s each); tests shorten them. */
  stalledJobs?: { lockDurationMs: number; stalledIntervalMs: number }
}

/** Jobs one worker process runs side by side. */
export const defaultJobConcurrency = 8

/** Consumes the queue: each job goes to the one handler of its name, its payload checked again first. */
export function startQueueWorker({
  redisUrl,
  prefix = 'bull',
  handlers,
  logger,
  concurrency = defaultJobConcurrency,
  stalledJobs,
}: QueueWorkerOptions) {
  const connection = connectBlocking(redisUrl, 'studio-worker')
  connection.on('error', (error) => logger.debug({ err: error }, 'worker connection error'))

  async function process(job: Job) {
    if (!isJobName(job.name)) throw new UnrecoverableError(`No handler for job "${job.name}".`)
    const parsed = jobPayloadSchemas[job.name].safeParse(job.data)
    if (!parsed.success) throw new UnrecoverableError(`Invalid payload for job "${job.name}".`)
    const handler = handlers[job.name] as (payload: unknown, attempt: object) => Promise<unknown>
    const attempts = job.opts.attempts ?? defaultJobOptions.attempts
    return handler(parsed.data, {
      id: String(job.id),
      attemptsMade: job.attemptsMade,
      isFinalAttempt: job.attemptsMade + 1 >= attempts,
    })
  }

  const worker = new Worker(queueName, process, {
    connection,
    prefix,
    concurrency,
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

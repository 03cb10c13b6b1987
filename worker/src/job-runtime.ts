import type { Env } from '@studio/api/platform/config/env'
import type { Db } from '@studio/api/platform/db/pool'
import { mailRetrySettings } from '@studio/api/mail/mail-retry'
import { connectJobQueue, startJobProducer } from '@studio/api/jobs'
import type { JobSystem, JobSystemContext } from '@studio/api/platform/jobs/job-system'
import type { JobQueue } from '@studio/api/platform/jobs/job-queue'
import type { Logger } from '@studio/api/platform/logger'
import { createJobHandlers } from './handlers.ts'
import { createInProcessJobQueue } from './in-process-job-queue.ts'
import { createMailer } from '@studio/api/mail/mailer'
import { startInProcessSchedules } from './schedules.ts'

/**
 * The job system of a process that serves the API and also works its jobs (`npm start`, the tests). With
 * REDIS_URL: the API's BullMQ producer plus this process's worker (both lanes and the schedules), as a
 * worker process runs it. Without: an in-process queue running the same handlers, with the same schedules
 * on a timer. Pass it to startServer as `jobSystem`.
 */
export async function createJobSystem(context: JobSystemContext): Promise<JobSystem> {
  const { env, logger } = context
  if (env.REDIS_URL) {
    const producer = await startJobProducer(context)
    const worker = await startJobWorker({ ...context, redisUrl: env.REDIS_URL })
    return {
      queue: producer.queue,
      mail: worker.mail,
      async close() {
        await producer.close()
        await worker.close()
      },
    }
  }
  logger.warn(
    'REDIS_URL is unset: jobs run inside the API process and are lost if it stops (unsent mail is sent after the next start)',
  )
  const mailer = createMailer(env)
  // The handlers queue work on the queue they run on (bound once it exists).
  const jobs: Pick<JobQueue, 'enqueue'> = { enqueue: (...args) => queue.enqueue(...args) }
  const handlers = createJobHandlers({ ...context, mailer, jobs })
  const queue: JobQueue = createInProcessJobQueue(
    handlers,
    logger,
    mailRetrySettings(env),
    env.JOB_CONCURRENCY,
  )
  const stopSchedules = startInProcessSchedules(queue, logger)
  return {
    queue,
    mail: mailer.description,
    async close() {
      stopSchedules()
      await queue.close()
    },
  }
}

/**
 * A worker over Redis: both lanes' BullMQ workers running every job's handler, and the schedules. The
 * worker process (worker/src/main.ts) runs this alone; `npm start` with REDIS_URL runs it beside the API.
 */
export async function startJobWorker({
  env,
  db,
  logger,
  redisUrl,
  prefix,
  now = () => new Date(),
}: {
  env: Env
  db: Db
  logger: Logger
  redisUrl: string
  prefix: string
  now?: () => Date
}) {
  // BullMQ's workers and schedulers are loaded only here: `npm start` without Redis never needs them.
  const [{ startQueueWorkers }, { startQueueSchedules }] = await Promise.all([
    import('./queue-worker.ts'),
    import('./schedules.ts'),
  ])
  const mailer = createMailer(env)
  // The handlers queue more work (the monitor's checks) through a producer of their own.
  const jobs = await connectJobQueue({ redisUrl, prefix, logger, mailRetry: mailRetrySettings(env) })
  const consumers = startQueueWorkers({
    redisUrl,
    prefix,
    handlers: createJobHandlers({ env, db, logger, mailer, now, jobs }),
    logger,
    mailRetry: mailRetrySettings(env),
    jobConcurrency: env.JOB_CONCURRENCY,
  })
  const schedules = await startQueueSchedules({ redisUrl, prefix, logger })
  return {
    mail: mailer.description,
    isRunning: consumers.isRunning,
    async close() {
      await schedules.close()
      await consumers.close()
      await jobs.close()
    },
  }
}

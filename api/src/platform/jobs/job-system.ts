import type { Env } from '../config/env.ts'
import type { Db } from '../db/pool.ts'
import type { Logger } from '../logger.ts'
import type { JobQueue } from './job-queue.ts'

/**
 * The job system a server process runs: the queue the API enqueues on, and whatever consumes it in this
 * process (nothing, BullMQ workers, or in-process handlers). The caller of startServer chooses which: the
 * API alone takes `startJobProducer` (api/src/jobs.ts); `npm start` takes the worker's `createJobSystem`.
 */
export interface JobSystem {
  queue: JobQueue
  /** How this process sends mail (the start-up log line); absent when it sends none. */
  mail?: string
  /** Stops what runs here; jobs already running finish first. */
  close(): Promise<void>
}

/** What startServer hands the job system it starts. */
export interface JobSystemContext {
  env: Env
  db: Db
  logger: Logger
  /** BullMQ key prefix. */
  prefix: string
  now: () => Date
}

/** Without Redis nothing would run the jobs of an API started alone. */
export const producerNeedsRedis =
  'Invalid configuration: the API alone needs REDIS_URL (a worker runs its jobs); `npm start` runs the jobs in its own process, with or without Redis'

export type StartJobSystem = (context: JobSystemContext) => Promise<JobSystem>

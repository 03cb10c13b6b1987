import { Queue, QueueEvents } from 'bullmq'
import type { Logger } from '../logger.ts'
import {
  defaultJobOptions,
  laneOf,
  parseJobPayload,
  queueLanes,
  queueName,
  type JobName,
  type QueueLane,
} from './job-contracts.ts'
import { JobWaitError, type FailedJob, type JobQueue } from './job-queue.ts'
import { mailJobOptions, type MailRetrySettings } from './mail-retry.ts'
import { connectBlocking, connectProducer, whenReady } from './redis-connection.ts'

const unavailableSentence = 'Our job queue is unavailable right now. Please try again in a minute.'
const laneNames = Object.keys(queueLanes) as QueueLane[]

/** The producer side over BullMQ: the API enqueues here and the worker process consumes. */
export function createRedisJobQueue(options: {
  redisUrl: string
  prefix?: string
  logger: Logger
  mailRetry: MailRetrySettings
}): JobQueue {
  const { redisUrl, prefix = 'bull', logger } = options
  const connection = connectProducer(redisUrl, 'studio-producer')
  connection.on('error', (error) => logger.debug({ err: error }, 'queue connection error'))
  const queues: Record<QueueLane, Queue> = {
    jobs: new Queue(queueName, { connection, prefix, defaultJobOptions }),
    mail: new Queue(queueLanes.mail, {
      connection,
      prefix,
      defaultJobOptions: mailJobOptions(options.mailRetry),
    }),
  }
  for (const queue of Object.values(queues))
    queue.on('error', (error) => logger.warn({ err: error }, 'queue error'))
  let queueEvents: QueueEvents | undefined

  /** Only tool jobs are waited on, and they all run in the 'jobs' lane. */
  function events(): QueueEvents {
    if (!queueEvents) {
      const eventsConnection = connectBlocking(redisUrl, 'studio-queue-events')
      eventsConnection.on('error', (error) => logger.debug({ err: error }, 'queue events connection error'))
      queueEvents = new QueueEvents(queueName, { connection: eventsConnection, prefix })
      queueEvents.on('error', (error) => logger.warn({ err: error }, 'queue events error'))
    }
    return queueEvents
  }

  async function add(name: JobName, payload: unknown, jobId?: string, delayMs?: number) {
    const data = parseJobPayload(name, payload)
    if (!(await whenReady(connection))) throw new JobWaitError('unavailable', unavailableSentence)
    try {
      return await queues[laneOf(name)].add(name, data, { jobId, delay: delayMs })
    } catch (error) {
      logger.warn({ err: error, job: name }, 'enqueue failed')
      throw new JobWaitError('unavailable', unavailableSentence)
    }
  }

  return {
    mode: 'redis',
    async enqueue(name, payload, enqueueOptions = {}) {
      await add(name, payload, enqueueOptions.jobId, enqueueOptions.delayMs)
    },
    async runAndWait(name, payload, timeoutMs) {
      const listener = events()
      await listener.waitUntilReady()
      const job = await add(name, payload)
      try {
        return await job.waitUntilFinished(listener, timeoutMs)
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        if (message.includes('timed out')) {
          throw new JobWaitError('timeout', 'That took longer than it should. Please try again in a minute.')
        }
        throw new JobWaitError('failed', message)
      }
    },
    async health() {
      if (!(await whenReady(connection, 500))) return { state: 'down' }
      try {
        const perLane = await Promise.all(
          laneNames.map((lane) => queues[lane].getJobCounts('waiting', 'active', 'failed', 'delayed')),
        )
        const total = (state: string) => perLane.reduce((sum, counts) => sum + (counts[state] ?? 0), 0)
        return {
          state: 'ok',
          waiting: total('waiting'),
          active: total('active'),
          failed: total('failed'),
          delayed: total('delayed'),
        }
      } catch {
        return { state: 'down' }
      }
    },
    async listFailed(limit) {
      const perLane = await Promise.all(
        laneNames.map(async (lane) =>
          (await queues[lane].getFailed(0, limit - 1)).map((job): FailedJob => ({
            lane,
            id: String(job.id),
            name: job.name,
            failedReason: job.failedReason ?? 'unknown',
            attemptsMade: job.attemptsMade,
            finishedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
          })),
        ),
      )
      return perLane
        .flat()
        .sort((a, b) => (b.finishedAt ?? '').localeCompare(a.finishedAt ?? ''))
        .slice(0, limit)
    },
    async retryFailed(lane, id) {
      const job = await queues[lane].getJob(id)
      if (!job || !(await job.isFailed())) return false
      await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true })
      return true
    },
    async close() {
      await queueEvents?.close()
      await Promise.all(Object.values(queues).map((queue) => queue.close()))
      connection.disconnect()
    },
  }
}

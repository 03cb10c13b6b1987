import { Queue, QueueEvents } from 'bullmq'
import type { Logger } from '../logger.ts'
import { defaultJobOptions, parseJobPayload, queueName, type JobName } from './job-contracts.ts'
import { JobWaitError, type FailedJob, type JobQueue } from './job-queue.ts'
import { connectBlocking, connectProducer, whenReady } from './redis-connection.ts'

const unavailableSentence = 'Our job queue is unavailable right now. Please try again in a minute.'

/** The producer side over BullMQ: the API enqueues here and the worker process consumes. */
export function createRedisJobQueue(options: {
  redisUrl: string
  prefix?: string
  logger: Logger
}): JobQueue {
  const { redisUrl, prefix = 'bull', logger } = options
  const connection = connectProducer(redisUrl, 'studio-producer')
  connection.on('error', (error) => logger.debug({ err: error }, 'queue connection error'))
  const queue = new Queue(queueName, { connection, prefix, defaultJobOptions })
  queue.on('error', (error) => logger.warn({ err: error }, 'queue error'))
  let queueEvents: QueueEvents | undefined

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
      return await queue.add(name, data, { jobId, delay: delayMs })
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
        const counts = await queue.getJobCounts('waiting', 'active', 'failed', 'delayed')
        return { state: 'ok', ...counts }
      } catch {
        return { state: 'down' }
      }
    },
    async listFailed(limit) {
      const jobs = await queue.getFailed(0, limit - 1)
      return jobs.map((job): FailedJob => ({
        id: String(job.id),
        name: job.name,
        failedReason: job.failedReason ?? 'unknown',
        attemptsMade: job.attemptsMade,
        finishedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
      }))
    },
    async retryFailed(id) {
      const job = await queue.getJob(id)
      if (!job || !(await job.isFailed())) return false
      await job.retry('failed')
      return true
    },
    async close() {
      await queueEvents?.close()
      await queue.close()
      connection.disconnect()
    },
  }
}

import { Queue, QueueEvents, type DefaultJobOptions } from 'bullmq'
import type { Logger } from '../logger.ts'
import type { JobCatalogue } from './compose-jobs.ts'
import { defaultJobOptions, queueLanes, queueName, type JobName } from './job-contracts.ts'
import type { QueueLane } from '../../contract/dashboard.ts'
import { JobWaitError, type JobProgress, type JobQueue } from './job-queue.ts'
import { connectBlocking, connectProducer, whenReady } from './redis-connection.ts'
import { inspectRedisLanes } from './redis-queue-inspection.ts'

const unavailableSentence = 'Our job queue is unavailable right now. Please try again in a minute.'
const cancelledSentence = 'The request was cancelled before it started.'

/** A tracked tool job's BullMQ id: found again from its key by any API process. */
const trackedJobId = (trackingKey: string) => `tracked-${trackingKey}`

export interface RedisJobQueueOptions {
  redisUrl: string
  prefix?: string
  logger: Logger
  /** The job names, their payload schemas and lanes (api/src/jobs.ts composes them). */
  jobs: Pick<JobCatalogue<unknown>, 'parsePayload' | 'laneOf'>
  /** The mail lane's job options (its attempts and backoff), which the mail domain works out from settings. */
  mailJobOptions: DefaultJobOptions
}

/** The producer side over BullMQ: the API enqueues here and the worker process consumes. */
export function createRedisJobQueue(options: RedisJobQueueOptions): JobQueue {
  const { redisUrl, prefix = 'bull', logger, jobs } = options
  const connection = connectProducer(redisUrl, 'studio-producer')
  connection.on('error', (error) => logger.debug({ err: error }, 'queue connection error'))
  const queues: Record<QueueLane, Queue> = {
    jobs: new Queue(queueName, { connection, prefix, defaultJobOptions }),
    mail: new Queue(queueLanes.mail, { connection, prefix, defaultJobOptions: options.mailJobOptions }),
  }
  for (const queue of Object.values(queues))
    queue.on('error', (error) => logger.warn({ err: error }, 'queue error'))
  const events = lazyQueueEvents(redisUrl, prefix, logger)

  async function add(name: JobName, payload: unknown, jobId?: string, delayMs?: number) {
    const data = jobs.parsePayload(name, payload)
    if (!(await whenReady(connection))) throw new JobWaitError('unavailable', unavailableSentence)
    try {
      return await queues[jobs.laneOf(name)].add(name, data, { jobId, delay: delayMs })
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
    async runAndWait(name, payload, timeoutMs, { trackingKey } = {}) {
      const listener = events.get()
      await listener.waitUntilReady()
      const jobId = trackingKey && trackedJobId(trackingKey)
      // BullMQ would hand back the earlier job under a reused id; each request gets a job of its own.
      if (jobId && (await queues.jobs.getJob(jobId))) throw new JobWaitError('duplicate', 'in use')
      const removed = rejectWhenRemoved(listener, jobId)
      try {
        const job = await add(name, payload, jobId)
        return await Promise.race([job.waitUntilFinished(listener, timeoutMs), removed.promise])
      } catch (error) {
        throw asJobWaitError(error)
      } finally {
        removed.stop()
      }
    },
    progress: (trackingKey) => trackedProgress(queues.jobs, trackingKey),
    async cancelQueued(trackingKey) {
      const job = await queues.jobs.getJob(trackedJobId(trackingKey))
      if (!job) return 'unknown'
      if (!(await job.isWaiting())) return 'too-late'
      // A worker may take it between the check and here: a locked job is not removed, and that is too late.
      return job.remove().then(
        () => 'cancelled' as const,
        () => 'too-late' as const,
      )
    },
    ...inspectRedisLanes(connection, queues),
    async close() {
      await events.close()
      await Promise.all(Object.values(queues).map((queue) => queue.close()))
      connection.disconnect()
    },
  }
}

/** Only tool jobs are waited on, and they all run in the 'jobs' lane: its events, listened to once needed. */
function lazyQueueEvents(redisUrl: string, prefix: string, logger: Logger) {
  let queueEvents: QueueEvents | undefined
  return {
    get(): QueueEvents {
      if (!queueEvents) {
        const eventsConnection = connectBlocking(redisUrl, 'studio-queue-events')
        eventsConnection.on('error', (error) => logger.debug({ err: error }, 'queue events connection error'))
        queueEvents = new QueueEvents(queueName, { connection: eventsConnection, prefix })
        queueEvents.on('error', (error) => logger.warn({ err: error }, 'queue events error'))
      }
      return queueEvents
    },
    close: async () => queueEvents?.close(),
  }
}

/** A promise that rejects with 'cancelled' when the tracked job is taken out of the line (cancelQueued). */
function rejectWhenRemoved(listener: QueueEvents, jobId: string | undefined) {
  let onRemoved: ((args: { jobId: string }) => void) | undefined
  const promise = new Promise<never>((_, reject) => {
    onRemoved = (args) => {
      if (args.jobId === jobId) reject(new JobWaitError('cancelled', cancelledSentence))
    }
    if (jobId) listener.on('removed', onRemoved)
  })
  return { promise, stop: () => onRemoved && listener.off('removed', onRemoved) }
}

function asJobWaitError(error: unknown): JobWaitError {
  if (error instanceof JobWaitError) return error
  const message = error instanceof Error ? error.message : String(error)
  if (message.includes('timed out')) {
    return new JobWaitError('timeout', 'That took longer than it should. Please try again in a minute.')
  }
  return new JobWaitError('failed', message)
}

/** Where the tracked job is: waiting in line (and where), running (and on which step), or done. */
async function trackedProgress(queue: Queue, trackingKey: string): Promise<JobProgress | undefined> {
  const job = await queue.getJob(trackedJobId(trackingKey))
  if (!job) return undefined
  const state = await job.getState()
  if (state === 'completed' || state === 'failed') return { state: 'done' }
  if (state === 'unknown') return undefined
  if (state === 'waiting' || state === 'prioritized') {
    const line = await queue.getRanges(['waiting', 'prioritized'], 0, -1, true) // oldest first
    const index = line.indexOf(String(job.id))
    if (index >= 0) return { state: 'queued', position: index + 1 }
  }
  const reported = typeof job.progress === 'object' ? (job.progress as { step?: unknown }).step : undefined
  const step = typeof reported === 'string' ? reported : undefined
  return { state: 'running', ...(step && { step }) }
}

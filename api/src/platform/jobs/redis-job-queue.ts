import { Queue, QueueEvents } from 'bullmq'
import type { Logger } from '../logger.ts'
import {
  defaultJobOptions,
  laneOf,
  parseJobPayload,
  queueLanes,
  queueName,
  type JobName,
} from './job-contracts.ts'
import type { QueueLane } from '../../contract/dashboard.ts'
import { JobWaitError, type FailedJob, type JobProgress, type JobQueue } from './job-queue.ts'
import { mailJobOptions, type MailRetrySettings } from '../../mail/mail-retry.ts'
import { connectBlocking, connectProducer, whenReady } from './redis-connection.ts'

const unavailableSentence = 'Our job queue is unavailable right now. Please try again in a minute.'
const laneNames = Object.keys(queueLanes) as QueueLane[]
const cancelledSentence = 'The request was cancelled before it started.'

/** A tracked tool job's BullMQ id: found again from its key by any API process. */
const trackedJobId = (trackingKey: string) => `tracked-${trackingKey}`

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
    async runAndWait(name, payload, timeoutMs, { trackingKey } = {}) {
      const listener = events()
      await listener.waitUntilReady()
      const jobId = trackingKey && trackedJobId(trackingKey)
      // BullMQ would hand back the earlier job under a reused id; each request gets a job of its own.
      if (jobId && (await queues.jobs.getJob(jobId))) throw new JobWaitError('duplicate', 'in use')
      let onRemoved: ((args: { jobId: string }) => void) | undefined
      const removed = new Promise<never>((_, reject) => {
        onRemoved = (args) => {
          if (args.jobId === jobId) reject(new JobWaitError('cancelled', cancelledSentence))
        }
        if (jobId) listener.on('removed', onRemoved)
      })
      try {
        const job = await add(name, payload, jobId)
        return await Promise.race([job.waitUntilFinished(listener, timeoutMs), removed])
      } catch (error) {
        if (error instanceof JobWaitError) throw error
        const message = error instanceof Error ? error.message : String(error)
        if (message.includes('timed out')) {
          throw new JobWaitError('timeout', 'That took longer than it should. Please try again in a minute.')
        }
        throw new JobWaitError('failed', message)
      } finally {
        if (onRemoved) listener.off('removed', onRemoved)
      }
    },
    async progress(trackingKey): Promise<JobProgress | undefined> {
      const job = await queues.jobs.getJob(trackedJobId(trackingKey))
      if (!job) return undefined
      const state = await job.getState()
      if (state === 'completed' || state === 'failed') return { state: 'done' }
      if (state === 'unknown') return undefined
      if (state === 'waiting' || state === 'prioritized') {
        const line = await queues.jobs.getRanges(['waiting', 'prioritized'], 0, -1, true) // oldest first
        const index = line.indexOf(String(job.id))
        if (index >= 0) return { state: 'queued', position: index + 1 }
      }
      const reported =
        typeof job.progress === 'object' ? (job.progress as { step?: unknown }).step : undefined
      const step = typeof reported === 'string' ? reported : undefined
      return { state: 'running', ...(step && { step }) }
    },
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
          lanes: Object.fromEntries(laneNames.map((lane, index) => [lane, perLane[index]])),
        }
      } catch {
        return { state: 'down' }
      }
    },
    async oldestWaitMs() {
      const now = Date.now()
      const perLane = await Promise.all(
        laneNames.map(async (lane) => {
          const oldest = await queues[lane].getJobs(['waiting', 'prioritized'], 0, 0, true) // oldest first
          const created = Math.min(...oldest.map((job) => job.timestamp))
          return [lane, Number.isFinite(created) ? Math.max(0, now - created) : 0] as const
        }),
      )
      return Object.fromEntries(perLane) as Record<QueueLane, number>
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

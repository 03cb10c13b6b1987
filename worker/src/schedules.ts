import type { Queue } from 'bullmq'
import { jobCatalogue } from '@studio/api/jobs'
import type { Schedule } from '@studio/api/platform/jobs/compose-jobs'
import { defaultJobOptions, queueName } from '@studio/api/platform/jobs/job-contracts'
import type { JobQueue } from '@studio/api/platform/jobs/job-queue'
import { connectBlocking } from '@studio/api/platform/jobs/redis-connection'
import type { Logger } from '@studio/api/platform/logger'

export type { Schedule }

/**
 * The one list of recurring jobs, each declared beside its job in its domain's `<domain>.jobs.ts`; run by
 * BullMQ job schedulers with Redis and by a timer without.
 */
export const schedules: readonly Schedule[] = jobCatalogue.schedules

/** The schedule as a cron pattern (BullMQ's job schedulers take one). */
export function cronPattern(schedule: Schedule): string {
  const minute = schedule.minute === 'every' ? '*' : schedule.minute
  return `${minute} ${schedule.hour ?? '*'} ${schedule.dayOfMonth ?? '*'} * *`
}

const clocks = new Map<string, Intl.DateTimeFormat>()

/** True when the wall clock of the schedule's zone shows its minute (hour, day) at the instant `at`. */
export function isDue(schedule: Schedule, at: Date): boolean {
  let clock = clocks.get(schedule.timeZone)
  if (!clock) {
    const options = {
      timeZone: schedule.timeZone,
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    } as const
    clock = new Intl.DateTimeFormat('en-US', options)
    clocks.set(schedule.timeZone, clock)
  }
  const parts = clock.formatToParts(at)
  const read = (type: 'day' | 'hour' | 'minute') => Number(parts.find((part) => part.type === type)!.value)
  return (
    (schedule.minute === 'every' || read('minute') === schedule.minute) &&
    (schedule.hour === undefined || read('hour') === schedule.hour) &&
    (schedule.dayOfMonth === undefined || read('day') === schedule.dayOfMonth)
  )
}

/**
 * Declares the schedules as BullMQ job schedulers (idempotent upserts: any number of workers may declare
 * them), removes the ones no longer listed, and queues the start-up runs.
 */
export async function startQueueSchedules({
  redisUrl,
  prefix = 'bull',
  logger,
}: {
  redisUrl: string
  prefix?: string
  logger: Logger
}) {
  // Loaded here: without Redis (the in-process schedules) BullMQ is never needed.
  const { Queue } = await import('bullmq')
  const connection = connectBlocking(redisUrl, 'studio-scheduler')
  connection.on('error', (error) => logger.debug({ err: error }, 'scheduler connection error'))
  const queue = new Queue(queueName, { connection, prefix })
  queue.on('error', (error) => logger.debug({ err: error }, 'scheduler queue error'))
  for (const schedule of schedules) {
    // Not awaited: a Redis that is away at start must not hold up the process; the commands wait for it.
    declare(queue, schedule).catch((error) =>
      logger.warn({ err: error, job: schedule.job }, 'could not schedule a recurring job'),
    )
  }
  removeRetiredSchedulers(queue).catch((error) =>
    logger.warn({ err: error }, 'could not remove the job schedulers no longer in the list'),
  )
  return {
    async close() {
      await queue.close()
    },
  }
}

/**
 * A scheduler whose key is no longer in the list (its job renamed or dropped) would go on queueing a job
 * nothing handles: every worker removes such schedulers at start.
 */
async function removeRetiredSchedulers(queue: Queue) {
  const current = new Set(schedules.map((schedule) => schedule.key))
  for (const scheduler of await queue.getJobSchedulers()) {
    if (!current.has(scheduler.key)) await queue.removeJobScheduler(scheduler.key)
  }
}

async function declare(queue: Queue, schedule: Schedule) {
  const job = { name: schedule.job, data: {}, opts: defaultJobOptions }
  await queue.upsertJobScheduler(schedule.key, { pattern: cronPattern(schedule), tz: schedule.timeZone }, job)
  if (schedule.runAtStart) await queue.add(job.name, job.data, job.opts)
}

const minuteMs = 60_000

/**
 * Without Redis there are no job schedulers: a timer wakes at the start of every minute and queues each
 * schedule whose minute it is. Returns the function that stops it.
 */
export function startInProcessSchedules(jobs: Pick<JobQueue, 'enqueue'>, logger: Logger): () => void {
  const run = (schedule: Schedule) =>
    jobs
      .enqueue(schedule.job, {})
      .catch((error) => logger.warn({ err: error, job: schedule.job }, 'scheduled job not run'))
  let timer: NodeJS.Timeout | undefined
  const scheduleNextMinute = () => {
    timer = setTimeout(
      () => {
        // The minute this wake-up is for, even if the timer fired a moment early or late.
        const minute = new Date(Math.round(Date.now() / minuteMs) * minuteMs)
        for (const schedule of schedules) if (isDue(schedule, minute)) void run(schedule)
        scheduleNextMinute()
      },
      minuteMs - (Date.now() % minuteMs),
    )
    timer.unref()
  }
  for (const schedule of schedules) if (schedule.runAtStart) void run(schedule)
  scheduleNextMinute()
  return () => clearTimeout(timer)
}

import { Queue } from 'bullmq'
import { householdTimeZone } from '@studio/api/bills/bill-dates'
import { reminderHourInNewYork } from '@studio/api/bills/bill-reminders.service'
import { defaultJobOptions, queueName, type JobName } from '@studio/api/platform/jobs/job-contracts'
import type { JobQueue } from '@studio/api/platform/jobs/job-queue'
import { connectBlocking } from '@studio/api/platform/jobs/redis-connection'
import type { Logger } from '@studio/api/platform/logger'

/**
 * A recurring job: at `minute` past every hour (every minute when `minute` is 'every'), or past `hour`
 * only, on every day or on `dayOfMonth` only, on the clocks of `timeZone`.
 */
export interface Schedule {
  /** The BullMQ job scheduler's key: declaring it again (another worker, a restart) replaces it. */
  key: string
  job: Extract<
    JobName,
    | 'check-overdue-bills'
    | 'send-bill-reminders'
    | 'prune-old-records'
    | 'dispatch-site-checks'
    | 'roll-up-site-days'
    | 'draft-monthly-reports'
    | 'rotate-visitor-salts'
    | 'roll-up-site-visits'
    | 'prune-site-events'
  >
  minute: number | 'every'
  hour?: number
  dayOfMonth?: number
  timeZone: string
  /** Also run once when the process starts, so a process that was down at the time catches up. */
  runAtStart: boolean
}

/** The one list of recurring jobs, run by BullMQ job schedulers with Redis and by a timer without. */
export const schedules: readonly Schedule[] = [
  // Every hour, so flags turn at New York midnight whatever the DST offset.
  {
    key: 'check-overdue-bills-hourly',
    job: 'check-overdue-bills',
    minute: 0,
    timeZone: 'UTC',
    runAtStart: true,
  },
  // The job records what it mailed: the run at start sends nothing a run earlier that day sent.
  {
    key: 'send-bill-reminders-daily',
    job: 'send-bill-reminders',
    minute: 0,
    hour: reminderHourInNewYork,
    timeZone: householdTimeZone,
    runAtStart: true,
  },
  // A quiet hour.
  {
    key: 'prune-old-records-daily',
    job: 'prune-old-records',
    minute: 30,
    hour: 4,
    timeZone: 'UTC',
    runAtStart: false,
  },
  // Care plan portal: each minute queues the site checks due in the next one (and the weekly audits due).
  {
    key: 'dispatch-site-checks-every-minute',
    job: 'dispatch-site-checks',
    minute: 'every',
    timeZone: 'UTC',
    runAtStart: true,
  },
  // Care plan portal: the sites' daily median response times, kept current through the day.
  {
    key: 'roll-up-site-days-hourly',
    job: 'roll-up-site-days',
    minute: 5,
    timeZone: 'UTC',
    runAtStart: false,
  },
  // Last month's report drafts, early on the 1st in New York. At start too: a worker that was down on the
  // 1st catches up, and a site's month never gets two reports (reports are unique per site and month).
  {
    key: 'draft-monthly-reports-monthly',
    job: 'draft-monthly-reports',
    minute: 15,
    hour: 5,
    dayOfMonth: 1,
    timeZone: householdTimeZone,
    runAtStart: true,
  },
  // Site analytics: a new visitor salt at New York midnight, the old one deleted. At start too, so a worker
  // that was down at midnight deletes yesterday's salt as soon as it is back.
  {
    key: 'rotate-visitor-salts-daily',
    job: 'rotate-visitor-salts',
    minute: 0,
    hour: 0,
    timeZone: householdTimeZone,
    runAtStart: true,
  },
  // Site analytics: finished days into the daily figures. Hourly (any day missed is caught up), and at start.
  {
    key: 'roll-up-site-visits-hourly',
    job: 'roll-up-site-visits',
    minute: 7,
    timeZone: 'UTC',
    runAtStart: true,
  },
  // Site analytics: raw events past 400 days, in the quiet hour beside the retention job.
  {
    key: 'prune-site-events-daily',
    job: 'prune-site-events',
    minute: 40,
    hour: 4,
    timeZone: 'UTC',
    runAtStart: false,
  },
]

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
 * them) and queues the start-up runs.
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
  return {
    async close() {
      await queue.close()
    },
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

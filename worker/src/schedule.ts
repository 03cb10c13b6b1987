import { Queue } from 'bullmq'
import { householdTimeZone } from '@studio/api/bills/bill-dates'
import { reminderHourInNewYork } from '@studio/api/bills/bill-reminders.service'
import { defaultJobOptions, queueName } from '@studio/api/jobs/job-contracts'
import { connectBlocking } from '@studio/api/jobs/redis-connection'
import type { Logger } from '@studio/api/logger'

/**
 * Recurring jobs, declared with BullMQ job schedulers (idempotent upserts: any number of workers may
 * declare them).
 */
export async function startSchedules({
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
  // Not awaited: a Redis that is away at start must not hold up the process; the commands wait for it.
  scheduleOverdueChecks(queue).catch((error) =>
    logger.warn({ err: error }, 'could not schedule the overdue check'),
  )
  scheduleRetention(queue).catch((error) =>
    logger.warn({ err: error }, 'could not schedule the retention job'),
  )
  scheduleBillReminders(queue).catch((error) =>
    logger.warn({ err: error }, 'could not schedule the bill reminders'),
  )
  return {
    queue,
    async close() {
      await queue.close()
    },
  }
}

/**
 * The overdue-bills check at the top of every hour (so flags turn at New York midnight, whatever the DST
 * offset) and once now, so a worker that was down over midnight catches up at start.
 */
async function scheduleOverdueChecks(queue: Queue) {
  const job = { name: 'check-overdue-bills', data: {}, opts: defaultJobOptions }
  await queue.upsertJobScheduler('check-overdue-bills-hourly', { pattern: '0 * * * *' }, job)
  await queue.add(job.name, job.data, job.opts)
}

/** The retention job once a day, at a quiet hour (UTC). */
async function scheduleRetention(queue: Queue) {
  const job = { name: 'prune-old-records', data: {}, opts: defaultJobOptions }
  await queue.upsertJobScheduler('prune-old-records-daily', { pattern: '30 4 * * *' }, job)
}

/**
 * The bill reminder digests every morning in New York, and once now, so a worker that was down then still
 * sends that day's (the job records what it mailed: a second run sends nothing new).
 */
async function scheduleBillReminders(queue: Queue) {
  const job = { name: 'send-bill-reminders', data: {}, opts: defaultJobOptions }
  const pattern = `0 ${reminderHourInNewYork} * * *`
  await queue.upsertJobScheduler('send-bill-reminders-daily', { pattern, tz: householdTimeZone }, job)
  await queue.add(job.name, job.data, job.opts)
}

import type { JobQueue } from '../jobs/job-queue.ts'
import type { Logger } from '../logger.ts'
import { hourInNewYork } from './bill-dates.ts'
import { reminderHourInNewYork } from './bill-reminders.service.ts'

const hourMs = 3_600_000

/**
 * Without Redis there is no BullMQ job scheduler, so the API runs the worker's bill schedule itself: the
 * overdue check once now and at the top of every hour (New York midnight is always on the hour), and the
 * reminder digests once now and at the reminder hour in New York. Returns the function that stops it.
 */
export function startInProcessBillSchedule(jobs: JobQueue, logger: Logger): () => void {
  let timer: NodeJS.Timeout | undefined
  const run = (name: 'check-overdue-bills' | 'send-bill-reminders') =>
    jobs.enqueue(name, {}).catch((error) => logger.warn({ err: error, job: name }, 'scheduled job not run'))
  const onTheHour = () => {
    void run('check-overdue-bills')
    if (hourInNewYork(new Date()) === reminderHourInNewYork) void run('send-bill-reminders')
  }
  const scheduleNext = () => {
    timer = setTimeout(
      () => {
        onTheHour()
        scheduleNext()
      },
      hourMs - (Date.now() % hourMs),
    )
    timer.unref()
  }
  void run('check-overdue-bills')
  void run('send-bill-reminders')
  scheduleNext()
  return () => clearTimeout(timer)
}

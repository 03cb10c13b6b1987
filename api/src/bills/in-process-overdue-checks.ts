import type { JobQueue } from '../jobs/job-queue.ts'
import type { Logger } from '../logger.ts'

const hourMs = 3_600_000

/**
 * Without Redis there is no BullMQ job scheduler, so the API runs the overdue check itself: once now and
 * then at the top of every hour, like the worker's schedule (New York midnight is always on the hour).
 * Returns the function that stops it.
 */
export function startInProcessOverdueChecks(jobs: JobQueue, logger: Logger): () => void {
  let timer: NodeJS.Timeout | undefined
  const check = () =>
    jobs
      .enqueue('check-overdue-bills', {})
      .catch((error) => logger.warn({ err: error }, 'overdue check not run'))
  const scheduleNext = () => {
    timer = setTimeout(
      () => {
        void check()
        scheduleNext()
      },
      hourMs - (Date.now() % hourMs),
    )
    timer.unref()
  }
  void check()
  scheduleNext()
  return () => clearTimeout(timer)
}

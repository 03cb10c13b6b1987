import type { JobQueue } from '../jobs/job-queue.ts'
import type { Logger } from '../logger.ts'

const dayMs = 86_400_000

/**
 * Without Redis there is no BullMQ job scheduler: the API queues the retention job itself, at start and
 * then once a day. Returns the function that stops it.
 */
export function startInProcessRetention(jobs: JobQueue, logger: Logger): () => void {
  const prune = () =>
    jobs
      .enqueue('prune-old-records', {})
      .catch((error) => logger.warn({ err: error }, 'retention job not run'))
  void prune()
  const timer = setInterval(() => void prune(), dayMs)
  timer.unref()
  return () => clearInterval(timer)
}

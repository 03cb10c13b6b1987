import type { Queue } from 'bullmq'
import type { Redis } from 'ioredis'
import type { QueueLane } from '../../contract/dashboard.ts'
import type { FailedJob, JobQueue } from './job-queue.ts'
import { whenReady } from './redis-connection.ts'

// What the dashboard and /metrics read of the BullMQ lanes, and the admin's retry of a failed job: the
// Redis queue's answers about jobs it no longer runs for anyone in particular.

type Inspection = Pick<JobQueue, 'health' | 'oldestWaitMs' | 'listFailed' | 'retryFailed'>

export function inspectRedisLanes(connection: Redis, queues: Record<QueueLane, Queue>): Inspection {
  const laneNames = Object.keys(queues) as QueueLane[]
  return {
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
  }
}

import { Queue } from 'bullmq'
import { queueName } from '@studio/api/jobs/job-contracts'
import { connectBlocking } from '@studio/api/jobs/redis-connection'
import type { Logger } from '@studio/api/logger'

/**
 * Recurring jobs, declared with BullMQ job schedulers (idempotent upserts: any number of workers may
 * declare them). The bills issue adds the hourly overdue check here.
 */
export async function startSchedules({ redisUrl, prefix = 'bull', logger }: { redisUrl: string; prefix?: string; logger: Logger }) {
  const connection = connectBlocking(redisUrl, 'studio-scheduler')
  connection.on('error', (error) => logger.debug({ err: error }, 'scheduler connection error'))
  const queue = new Queue(queueName, { connection, prefix })
  return {
    queue,
    async close() {
      await queue.close()
    },
  }
}

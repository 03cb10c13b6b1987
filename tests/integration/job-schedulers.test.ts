import { Queue } from 'bullmq'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { queueName } from '@studio/api/platform/jobs/job-contracts'
import { createLogger } from '@studio/api/platform/logger'
import { schedules, startQueueSchedules } from '@studio/worker/schedules'
import { uniqueName } from '../support/databases.ts'
import { waitFor } from '../support/wait-for.ts'

// A recurring job renamed (or dropped) leaves its BullMQ job scheduler in Redis, which would go on queueing
// a job under a name nothing handles: a worker that starts removes every scheduler the list no longer has.
describe('the job schedulers a worker leaves in Redis', () => {
  const prefix = uniqueName('schedulers')
  const queue = new Queue(queueName, { connection: { url: inject('redisUrl') }, prefix })
  afterAll(async () => {
    await queue.obliterate({ force: true })
    await queue.close()
  })

  it("are the list's, the scheduler of a job's former name removed at start", async () => {
    await queue.upsertJobScheduler('audit-site-weekly', { pattern: '0 3 * * 1' }, { name: 'audit-site' })
    const worker = await startQueueSchedules({
      redisUrl: inject('redisUrl'),
      prefix,
      logger: createLogger('silent'),
    })
    try {
      const keys = await waitFor('the retired scheduler to go', async () => {
        const declared = (await queue.getJobSchedulers()).map((scheduler) => scheduler.key)
        return !declared.includes('audit-site-weekly') && declared.length === schedules.length
          ? declared
          : undefined
      })
      expect(keys.sort()).toEqual(schedules.map((schedule) => schedule.key).sort())
    } finally {
      await worker.close()
    }
  })
})

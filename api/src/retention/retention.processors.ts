import type { Env } from '../platform/config/env.ts'
import type { Db } from '../platform/db/pool.ts'
import type { JobHandlers } from '../platform/jobs/job-queue.ts'
import type { Logger } from '../platform/logger.ts'
import { pruneOldRecords } from './retention.service.ts'

/** The retention job's handler (the domain's .jobs.ts loads it for the worker). */
export function createRetentionProcessors(deps: {
  env: Env
  db: Db
  logger: Logger
  now: () => Date
}): Pick<JobHandlers, 'prune-old-records'> {
  return {
    // The daily retention job: one set-based delete of everything older than RETENTION_DAYS.
    'prune-old-records': async () => {
      const pruned = await pruneOldRecords(deps)
      deps.logger.info({ pruned, retentionDays: deps.env.RETENTION_DAYS }, 'old records pruned')
      return pruned
    },
  }
}

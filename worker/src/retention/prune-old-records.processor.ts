import type { Env } from '@studio/api/platform/config/env'
import type { Db } from '@studio/api/platform/db/pool'
import type { JobResult } from '@studio/api/platform/jobs/job-contracts'
import type { Logger } from '@studio/api/platform/logger'
import { pruneOldRecords } from '@studio/api/retention/retention.service'

/** The daily retention job: one set-based delete of everything older than RETENTION_DAYS. */
export async function pruneRecords(deps: {
  env: Env
  db: Db
  logger: Logger
  now: () => Date
}): Promise<JobResult<'prune-old-records'>> {
  const pruned = await pruneOldRecords(deps)
  deps.logger.info({ pruned, retentionDays: deps.env.RETENTION_DAYS }, 'old records pruned')
  return pruned
}

import type { Env } from '../platform/config/env.ts'
import type { Db } from '../platform/db/pool.ts'
import { retentionRepository, type PrunedRecords } from './retention.repository.ts'

const dayMs = 86_400_000
/** Raw checks of sites under care are kept this long; their daily figures are kept for good. */
export const siteCheckRetentionDays = 90

/**
 * Keeps RETENTION_DAYS of what the site records about people (retention.repository.ts), and 90 days of raw
 * site checks; the daily job calls this.
 */
export function pruneOldRecords(deps: {
  env: Pick<Env, 'RETENTION_DAYS'>
  db: Db
  now: () => Date
}): Promise<PrunedRecords> {
  const daysAgo = (days: number) => new Date(deps.now().getTime() - days * dayMs)
  return retentionRepository.deleteRecordsBefore(
    deps.db,
    daysAgo(deps.env.RETENTION_DAYS),
    daysAgo(siteCheckRetentionDays),
  )
}

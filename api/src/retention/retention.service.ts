import type { Env } from '../platform/config/env.ts'
import type { Db } from '../platform/db/pool.ts'
import type { PrunedRecords } from './retention.jobs.ts'
import { deleteRecordsBefore } from './retention.repository.ts'

const dayMs = 86_400_000

/** Keeps RETENTION_DAYS of what the site records about people (retention.repository.ts); the daily job calls this. */
export function pruneOldRecords(deps: {
  env: Pick<Env, 'RETENTION_DAYS'>
  db: Db
  now: () => Date
}): Promise<PrunedRecords> {
  const cutoff = new Date(deps.now().getTime() - deps.env.RETENTION_DAYS * dayMs)
  return deleteRecordsBefore(deps.db, cutoff)
}

import type { Db } from '../platform/db/pool.ts'
import type { JobHandlers } from '../platform/jobs/job-queue.ts'
import type { Logger } from '../platform/logger.ts'
import { draftLastMonthsReports } from './monthly-reports.service.ts'

/** The monthly reports' job (the domain's .jobs.ts loads it for the worker). */
export function createMonthlyReportsProcessors(deps: {
  db: Db
  logger: Logger
  now: () => Date
}): Pick<JobHandlers, 'draft-monthly-reports'> {
  return { 'draft-monthly-reports': () => draftLastMonthsReports(deps) }
}

import { flagOverdueBills } from '@studio/api/bills/bills.service'
import type { Db } from '@studio/api/platform/db/pool'
import type { JobResult } from '@studio/api/platform/jobs/job-contracts'

/** The scheduled overdue check: the same single UPDATE as POST /api/bills/check_overdue.php. */
export async function checkOverdueBills(deps: {
  db: Db
  now: () => Date
}): Promise<JobResult<'check-overdue-bills'>> {
  return { updated: await flagOverdueBills(deps) }
}

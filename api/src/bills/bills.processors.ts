import type { Env } from '../platform/config/env.ts'
import type { Db } from '../platform/db/pool.ts'
import type { JobHandlers } from '../platform/jobs/job-queue.ts'
import type { Logger } from '../platform/logger.ts'
import { queueBillReminders } from './bill-reminders.service.ts'
import { flagOverdueBills } from './bills.service.ts'

/** The bills' recurring jobs (the domain's .jobs.ts loads it for the worker). */
export function createBillsProcessors(deps: {
  db: Db
  env: Env
  logger: Logger
  now: () => Date
}): Pick<JobHandlers, 'check-overdue-bills' | 'send-bill-reminders'> {
  return {
    // The scheduled overdue check: the same single UPDATE as POST /api/bills/check_overdue.php.
    'check-overdue-bills': async () => ({ updated: await flagOverdueBills(deps) }),
    // The daily bill reminders: digests go to the outbox, whose relay hands them to the send-mail job.
    'send-bill-reminders': () => queueBillReminders(deps),
  }
}

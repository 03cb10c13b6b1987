import { queueBillReminders } from '@studio/api/bills/bill-reminders.service'
import type { Env } from '@studio/api/platform/config/env'
import type { Db } from '@studio/api/platform/db/pool'
import type { JobResult } from '@studio/api/platform/jobs/job-contracts'
import type { Logger } from '@studio/api/platform/logger'

/** The daily bill reminders: digests go to the outbox, whose relay hands them to the send-mail job. */
export function sendBillReminders(deps: {
  db: Db
  env: Env
  logger: Logger
  now: () => Date
}): Promise<JobResult<'send-bill-reminders'>> {
  return queueBillReminders(deps)
}

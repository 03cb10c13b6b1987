import { z } from 'zod'

// The bills' recurring jobs (composed into the one list by api/src/platform/jobs/job-contracts.ts; their
// times are in worker/src/schedules.ts).

export const billsJobs = {
  /** Brings every bill's overdue flag up to date for today in New York (hourly, and at worker start). */
  'check-overdue-bills': z.object({}),
  /** Puts each account's digest of bills due within 3 days or newly overdue into the outbox (daily). */
  'send-bill-reminders': z.object({}),
}

export interface BillsJobResults {
  'check-overdue-bills': { updated: number }
  'send-bill-reminders': { digests: number; bills: number }
}

import { z } from 'zod'
import { householdTimeZone } from '../bills/bill-dates.ts'
import { defineJobModule } from '../platform/jobs/compose-jobs.ts'

// The monthly reports' job and its time (api/src/jobs.ts lists every domain's jobs).

const payloads = {
  /** Drafts last month's report for every site that has none (on the 1st in New York, and at worker start). */
  'draft-monthly-reports': z.object({}),
}

type MonthlyReportsJobPayloads = typeof payloads
declare module '../platform/jobs/job-contracts.ts' {
  interface JobPayloadSchemas extends MonthlyReportsJobPayloads {}
  interface JobResults extends MonthlyReportsJobResults {}
}

export interface MonthlyReportsJobResults {
  'draft-monthly-reports': { drafted: number }
}

export const monthlyReportsJobs = defineJobModule({
  payloads,
  schedules: [
    // Last month's report drafts, early on the 1st in New York. At start too: a worker that was down on the
    // 1st catches up, and a site's month never gets two reports (reports are unique per site and month).
    {
      key: 'draft-monthly-reports-monthly',
      job: 'draft-monthly-reports',
      minute: 15,
      hour: 5,
      dayOfMonth: 1,
      timeZone: householdTimeZone,
      runAtStart: true,
    },
  ],
  processors: async () => (await import('./monthly-reports.processors.ts')).createMonthlyReportsProcessors,
})

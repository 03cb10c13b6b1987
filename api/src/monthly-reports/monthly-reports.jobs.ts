import { z } from 'zod'

// The monthly reports' job (composed into the one list by api/src/platform/jobs/job-contracts.ts; its
// time is in worker/src/schedules.ts).

export const monthlyReportsJobs = {
  /** Drafts last month's report for every site that has none (on the 1st in New York, and at worker start). */
  'draft-monthly-reports': z.object({}),
}

export interface MonthlyReportsJobResults {
  'draft-monthly-reports': { drafted: number }
}

import { z } from 'zod'

// The retention job (composed into the one list by api/src/platform/jobs/job-contracts.ts).

export const retentionJobs = {
  /** Deletes usage records, visits and done outbox rows older than RETENTION_DAYS, raw site checks older than 90 days (daily). */
  'prune-old-records': z.object({}),
}

/** How many rows the retention job deleted, per kind. */
export interface PrunedRecords {
  visits: number
  askUsage: number
  roastAudits: number
  outbox: number
  siteChecks: number
}

export interface RetentionJobResults {
  'prune-old-records': PrunedRecords
}

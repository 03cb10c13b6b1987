import { z } from 'zod'

// The retention job (composed into the one list by api/src/platform/jobs/job-contracts.ts).

export const retentionJobs = {
  /**
   * Deletes what the site keeps about people once older than RETENTION_DAYS (daily): usage records,
   * visits, contact messages, the mail log, expired one-time links, done outbox rows and update requests
   * done that long ago (with their threads); raw site checks once older than 90 days.
   */
  'prune-old-records': z.object({}),
}

/** How many rows the retention job deleted, per kind. */
export interface PrunedRecords {
  visits: number
  askUsage: number
  roastAudits: number
  contactMessages: number
  mailLog: number
  oneTimeTokens: number
  outbox: number
  siteChecks: number
  updateRequests: number
}

export interface RetentionJobResults {
  'prune-old-records': PrunedRecords
}

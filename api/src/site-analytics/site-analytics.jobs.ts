import { z } from 'zod'

// Site analytics' recurring jobs (composed into the one list by api/src/platform/jobs/job-contracts.ts;
// scheduled in worker/src/schedules.ts).

export const siteAnalyticsJobs = {
  /** At New York midnight: makes the new day's visitor salt and deletes every older one. */
  'rotate-visitor-salts': z.object({}),
  /** Hourly: rolls up every finished New York day not rolled up yet into the daily figures. */
  'roll-up-site-visits': z.object({}),
  /** Daily: deletes raw events older than 400 days (their daily figures stay). */
  'prune-site-events': z.object({}),
}

export interface SiteAnalyticsJobResults {
  'rotate-visitor-salts': { day: string; deleted: number }
  'roll-up-site-visits': { days: string[] }
  'prune-site-events': { deleted: number }
}

import { z } from 'zod'
import { householdTimeZone } from '../bills/bill-dates.ts'
import { defineJobModule } from '../platform/jobs/compose-jobs.ts'

// Site analytics' recurring jobs and their times (api/src/jobs.ts lists every domain's jobs).

const payloads = {
  /** At New York midnight: makes the new day's visitor salt and deletes every older one. */
  'rotate-visitor-salts': z.object({}),
  /** Hourly: rolls up every finished New York day not rolled up yet into the daily figures. */
  'roll-up-site-visits': z.object({}),
  /** Daily: deletes raw events older than 400 days (their daily figures stay). */
  'prune-site-events': z.object({}),
}

type SiteAnalyticsJobPayloads = typeof payloads
declare module '../platform/jobs/job-contracts.ts' {
  interface JobPayloadSchemas extends SiteAnalyticsJobPayloads {}
  interface JobResults extends SiteAnalyticsJobResults {}
}

export interface SiteAnalyticsJobResults {
  'rotate-visitor-salts': { day: string; deleted: number }
  'roll-up-site-visits': { days: string[] }
  'prune-site-events': { deleted: number }
}

export const siteAnalyticsJobs = defineJobModule({
  payloads,
  schedules: [
    // A new visitor salt at New York midnight, the old one deleted. At start too, so a worker that was down
    // at midnight deletes yesterday's salt as soon as it is back.
    {
      key: 'rotate-visitor-salts-daily',
      job: 'rotate-visitor-salts',
      minute: 0,
      hour: 0,
      timeZone: householdTimeZone,
      runAtStart: true,
    },
    // Finished days into the daily figures. Hourly (any day missed is caught up), and at start.
    {
      key: 'roll-up-site-visits-hourly',
      job: 'roll-up-site-visits',
      minute: 7,
      timeZone: 'UTC',
      runAtStart: true,
    },
    // Raw events past 400 days, in the quiet hour beside the retention job.
    {
      key: 'prune-site-events-daily',
      job: 'prune-site-events',
      minute: 40,
      hour: 4,
      timeZone: 'UTC',
      runAtStart: false,
    },
  ],
  processors: async () => (await import('./site-analytics.processors.ts')).createSiteAnalyticsProcessors,
})

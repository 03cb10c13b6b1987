import { z } from 'zod'
import { defineJobModule } from '../platform/jobs/compose-jobs.ts'
import type { SiteChecksRun } from './monitor.service.ts'
import type { WeeklyAuditOutcome } from './weekly-audit.ts'

// The monitor's jobs and their times (api/src/jobs.ts lists every domain's jobs).

const siteId = z.number().int().positive()

const payloads = {
  /** Every minute: queues the checks due in the next minute, in batches, and the weekly audits due now. */
  'dispatch-site-checks': z.object({}),
  /** Checks a few sites, each at its due time (none: at once), and records what changed. */
  'check-sites': z.object({
    sites: z
      .array(z.object({ id: siteId, dueAt: z.iso.datetime().optional() }))
      .min(1)
      .max(100),
  }),
  /** The weekly audit: one site's home page audited with the roast-and-toast rules, the result kept. */
  'weekly-audit': z.object({ siteId }),
  /** Recomputes the daily median response times of today and yesterday from the raw checks. */
  'roll-up-site-days': z.object({}),
}

type PortalSitesJobPayloads = typeof payloads
declare module '../platform/jobs/job-contracts.ts' {
  interface JobPayloadSchemas extends PortalSitesJobPayloads {}
  interface JobResults extends PortalSitesJobResults {}
}

export interface PortalSitesJobResults {
  'dispatch-site-checks': { checks: number; batches: number; audits: number }
  'check-sites': SiteChecksRun
  'weekly-audit': WeeklyAuditOutcome
  'roll-up-site-days': { days: number }
}

export const portalSitesJobs = defineJobModule({
  payloads,
  schedules: [
    // Each minute queues the site checks due in the next one (and the weekly audits due).
    {
      key: 'dispatch-site-checks-every-minute',
      job: 'dispatch-site-checks',
      minute: 'every',
      timeZone: 'UTC',
      runAtStart: true,
    },
    // The sites' daily median response times, kept current through the day.
    {
      key: 'roll-up-site-days-hourly',
      job: 'roll-up-site-days',
      minute: 5,
      timeZone: 'UTC',
      runAtStart: false,
    },
  ],
  // Queued by the dispatcher, never scheduled itself: a deploy leaves at most a few stored under the old name.
  formerNames: { 'audit-site': 'weekly-audit' },
  processors: async () => (await import('./portal-sites.processors.ts')).createPortalSitesProcessors,
})

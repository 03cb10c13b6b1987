import { z } from 'zod'

// The monitor's jobs (composed into the one list by api/src/platform/jobs/job-contracts.ts).

const siteId = z.number().int().positive()

/** What one batch of checks found: how many ran, and how many sites were gone by then. */
export interface SiteChecksRun {
  checked: number
  gone: number
}

export const portalSitesJobs = {
  /** Every minute: queues the checks due in the next minute, in batches, and the weekly audits due now. */
  'dispatch-site-checks': z.object({}),
  /** Checks a few sites, each at its due time (none: at once), and records what changed. */
  'check-sites': z.object({
    sites: z
      .array(z.object({ id: siteId, dueAt: z.iso.datetime().optional() }))
      .min(1)
      .max(100),
  }),
  /** Audits one site's home page with the roast-and-toast rules and keeps the result. */
  'audit-site': z.object({ siteId }),
  /** Recomputes the daily median response times of today and yesterday from the raw checks. */
  'roll-up-site-days': z.object({}),
}

export interface PortalSitesJobResults {
  'dispatch-site-checks': { checks: number; batches: number; audits: number }
  'check-sites': SiteChecksRun
  'audit-site': { audited: boolean; passed?: number; total?: number; reason?: string }
  'roll-up-site-days': { days: number }
}

import type { Env } from '../platform/config/env.ts'
import type { Db } from '../platform/db/pool.ts'
import type { JobHandlers, JobQueue } from '../platform/jobs/job-queue.ts'
import type { Logger } from '../platform/logger.ts'
import type { PageAuditThreads } from '../roast-toast/roast-toast.processors.ts'
import { checkSites, dispatchSiteChecks, rollUpSiteDays } from './monitor.service.ts'
import { dispatchDueWeeklyAudits, runWeeklyAudit } from './weekly-audit.ts'

/** The monitor's job handlers (the domain's .jobs.ts loads it for the worker). */
export function createPortalSitesProcessors(deps: {
  env: Env
  db: Db
  logger: Logger
  now: () => Date
  /** The dispatcher queues the checks and audits it finds due. */
  jobs: Pick<JobQueue, 'enqueue'>
  pageAudits: PageAuditThreads
}): Pick<JobHandlers, 'dispatch-site-checks' | 'check-sites' | 'weekly-audit' | 'roll-up-site-days'> {
  return {
    'dispatch-site-checks': async () => {
      const now = deps.now()
      const { checks, batches } = await dispatchSiteChecks(deps, now)
      const audits = await dispatchDueWeeklyAudits(deps, now)
      if (checks || audits) deps.logger.debug({ checks, batches, audits }, 'site checks dispatched')
      return { checks, batches, audits }
    },
    'check-sites': (payload) => checkSites(deps, payload.sites),
    'weekly-audit': (payload) => runWeeklyAudit(deps, payload.siteId),
    'roll-up-site-days': () => rollUpSiteDays(deps, deps.now()),
  }
}

import { createAskProcessors } from '@studio/api/ask/ask.processors'
import { createBillsProcessors } from '@studio/api/bills/bills.processors'
import { createMailProcessors } from '@studio/api/mail/mail.processors'
import type { Mailer } from '@studio/api/mail/mailer'
import { createNamingProcessors } from '@studio/api/naming/naming.processors'
import type { Env } from '@studio/api/platform/config/env'
import type { Db } from '@studio/api/platform/db/pool'
import { jobNames } from '@studio/api/platform/jobs/job-contracts'
import type { JobHandlers, JobQueue } from '@studio/api/platform/jobs/job-queue'
import type { Logger } from '@studio/api/platform/logger'
import { createPortalSitesProcessors } from '@studio/api/portal-sites/portal-sites.processors'
import { createMonthlyReportsProcessors } from '@studio/api/monthly-reports/monthly-reports.processors'
import { createRetentionProcessors } from '@studio/api/retention/retention.processors'
import { createSiteAnalyticsProcessors } from '@studio/api/site-analytics/site-analytics.processors'
import {
  createSiteAuditProcessors,
  pageAuditThreadBody,
  type PageAuditThreads,
} from '@studio/api/site-audit/site-audit.processors'
import { createThreadPool } from './thread-pool.ts'

export interface HandlerDeps {
  env: Env
  db: Db
  logger: Logger
  mailer: Mailer
  now: () => Date
  /** Where handlers that queue more work queue it (the monitor's dispatcher). */
  jobs: Pick<JobQueue, 'enqueue'>
}

/**
 * One handler per job name, from each domain's processors. The worker and the in-process queue both run
 * exactly these. One pool of audit threads serves every processor that audits a page.
 */
export function createJobHandlers(deps: HandlerDeps): JobHandlers {
  const pageAudits: PageAuditThreads = createThreadPool({
    body: pageAuditThreadBody,
    budgetMs: deps.env.AUDIT_BUDGET_MS,
  })
  const handlers: JobHandlers = {
    ...createMailProcessors(deps),
    ...createAskProcessors(deps),
    ...createSiteAuditProcessors({ ...deps, pageAudits }),
    ...createNamingProcessors(deps),
    ...createBillsProcessors(deps),
    ...createRetentionProcessors(deps),
    // Care plan portal: sites under care.
    ...createPortalSitesProcessors({ ...deps, pageAudits }),
    // The care plan portal's work for clients.
    ...createMonthlyReportsProcessors(deps),
    // Site analytics: salts, rollups, pruning.
    ...createSiteAnalyticsProcessors(deps),
  }
  assertOneHandlerPerJob(handlers)
  return handlers
}

/** Types already demand it; this catches a handler map assembled loosely at run time. */
export function assertOneHandlerPerJob(handlers: Record<string, unknown>): void {
  const missing = jobNames.filter((name) => typeof handlers[name] !== 'function')
  const unknown = Object.keys(handlers).filter((name) => !(jobNames as string[]).includes(name))
  if (missing.length || unknown.length) {
    throw new Error(
      `Job handlers do not match the job list: missing ${missing.join(', ') || 'none'}; unknown ${unknown.join(', ') || 'none'}.`,
    )
  }
}

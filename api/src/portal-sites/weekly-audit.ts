import type { Env } from '../platform/config/env.ts'
import type { Db } from '../platform/db/pool.ts'
import type { JobQueue } from '../platform/jobs/job-queue.ts'
import { jobId } from '../platform/jobs/job-contracts.ts'
import { PageFetchError } from '../roast-toast/page-fetch-error.ts'
import { fetchPage, type PageFetchOptions } from '../roast-toast/page-fetcher.ts'
import { auditRequestOf, type PageAuditThreads } from '../roast-toast/roast-toast.processors.ts'
import { monitorRepository } from './monitor.repository.ts'

// Each site's home page is audited weekly with the roast-and-toast rules (docs/portal.md#sites-under-care);
// the monthly report compares the checks that passed with last month's.

/** What one weekly audit did: the checks that passed of the total, or why it did not run. */
export interface WeeklyAuditOutcome {
  audited: boolean
  passed?: number
  total?: number
  reason?: string
}

/** Audits queued per dispatch (every minute): a week's audits spread out rather than all at once. */
const auditsPerDispatch = 20
/** A check's sentence is kept to this length, so one odd page cannot bloat the table. */
const maxCheckTextLength = 500

/** Queues the audits due now; each site's next audit moves a week on. */
export async function dispatchDueWeeklyAudits(
  deps: { db: Db; jobs: Pick<JobQueue, 'enqueue'> },
  now: Date,
): Promise<number> {
  const due = await monitorRepository.claimDueAudits(deps.db, now, auditsPerDispatch)
  await Promise.all(
    due.map((site) =>
      deps.jobs.enqueue(
        'weekly-audit',
        { siteId: site.id },
        { jobId: jobId('weekly-audit', site.id, site.dueAt.getTime()) },
      ),
    ),
  )
  return due.length
}

/** Fetches the site's home page, audits it in an audit thread and keeps each rule's result. */
export async function runWeeklyAudit(
  deps: {
    env: Pick<Env, 'AUDIT_ALLOW_PRIVATE_NETWORKS'>
    db: Db
    pageAudits: PageAuditThreads
    probeOptions?: Partial<PageFetchOptions>
  },
  siteId: number,
): Promise<WeeklyAuditOutcome> {
  const url = await monitorRepository.siteUrl(deps.db, siteId)
  if (!url) return { audited: false, reason: 'The site is no longer under care.' }
  const at = new Date()
  let page
  try {
    page = await fetchPage(url, {
      allowPrivateNetworks: deps.env.AUDIT_ALLOW_PRIVATE_NETWORKS,
      ...deps.probeOptions,
    })
  } catch (error) {
    // A site that does not load now is audited again next week; its checks already say it is down.
    if (error instanceof PageFetchError) return { audited: false, reason: error.message }
    throw error
  }
  const { checks } = await deps.pageAudits.run(auditRequestOf(url, page))
  const kept = checks.map((check) => ({ ...check, text: check.text.slice(0, maxCheckTextLength) }))
  await monitorRepository.insertAudit(deps.db, siteId, at, kept)
  const passed = kept.filter((check) => check.passed).length
  return { audited: true, passed, total: kept.length }
}

import type { AuthUser } from '../accounts/auth.middleware.ts'
import { usersRepository } from '../accounts/users.repository.ts'
import type { Report, ReportSummary } from '../contract/portal-work.ts'
import type { AppDeps } from '../deps.ts'
import { addToOutbox, relayOutboxSoon } from '../mail/outbox.ts'
import { todayInNewYork } from '../bills/bill-dates.ts'
import { inTransaction, type Queryable } from '../platform/db/pool.ts'
import { badRequest, conflict, notFound } from '../platform/http/http-error.ts'
import { jobId } from '../platform/jobs/job-contracts.ts'
import { median, uptimePercent } from '../portal-sites/monitor-rules.ts'
import { portalSitesRepository } from '../portal-sites/portal-sites.repository.ts'
import { updateRequestsRepository } from '../update-requests/update-requests.repository.ts'
import { monthFiguresRepository } from './month-figures.repository.ts'
import { monthTraffic } from './month-traffic.ts'
import { auditComparison, certificateAsRead, monthDays, previousMonth } from './report-figures.ts'
import { monthInWords, reportPublishedMail } from './report-mail.ts'
import {
  monthlyReportsRepository,
  type ReportFigures,
  type ReportViewer,
} from './monthly-reports.repository.ts'

// Monthly reports (docs/product.md#monthly-reports; docs/decisions/024-reports-from-stored-figures.md):
// drafted from the figures the monitor stored, given a roadmap by the admin, published to the client. A
// draft of the month under way covers the month to date: its figures are computed again whenever it is
// read, until they are computed after its month ended; it cannot be published before then.

type ReportDeps = Pick<AppDeps, 'db' | 'env' | 'outbox' | 'logger' | 'now'>

const viewerOf = (user: AuthUser): ReportViewer => ({ clientId: user.isAdmin ? null : user.id })

// The same sentence for a report that does not exist, is another client's, or is not yet published.
export const noSuchReport = (id: number | string) =>
  notFound(`There is no report ${id}. It may not be published yet.`)

/** The month under way in New York, 'YYYY-MM'. */
const monthUnderWay = (now: Date) => todayInNewYork(now).slice(0, 7)

/** A site's figures for `month` ('YYYY-MM' in New York), from the stored checks, incidents and audits. */
async function figuresOf(db: Queryable, siteId: number, month: string): Promise<ReportFigures> {
  const { first, next } = monthDays(month)
  const span = await monthFiguresRepository.span(db, first, next)
  const rows = await monthFiguresRepository.read(db, siteId, span)
  return {
    uptime: uptimePercent(rows.successes, rows.checks),
    checks: rows.checks,
    incidents: rows.incidents,
    // The raw checks are kept 90 days; after that the daily medians are what is left.
    medianMs: rows.rawMedianMs ?? median(rows.dayMedians),
    certificate: rows.certificate && certificateAsRead(rows.certificate.validTo, rows.certificate.readAt),
    audit: rows.latestAudit && auditComparison(rows.latestAudit, rows.previousAudit),
    requestsDone: await updateRequestsRepository.doneForSite(db, siteId, span.from, span.to),
    ...(await monthTraffic(db, siteId, month)),
  }
}

/**
 * POST /api/portal/reports: a draft of one site's month, from 2000-01 (the schema) to the month under way
 * (month to date); 409 when that month has a report.
 */
export async function draftReport({ db, now }: ReportDeps, siteId: number, month: string): Promise<Report> {
  if (month > monthUnderWay(now())) {
    throw badRequest(`Month: ${month} has not begun yet. Draft a month from 2000-01 to this one.`)
  }
  if ((await portalSitesRepository.ownerOf(db, siteId)) === undefined) {
    throw badRequest(`SiteId: there is no site ${siteId}.`)
  }
  const id = await monthlyReportsRepository.insertDraft(db, siteId, month, await figuresOf(db, siteId, month))
  if (id === undefined) {
    throw conflict(`This site already has a report for ${month}. Open it from the reports list to edit it.`)
  }
  return (await monthlyReportsRepository.find(db, id, { clientId: null }))!
}

/**
 * The job of the 1st: a draft of last month for every site that has none (a site linked after the month
 * ended has nothing to report). Run again, it drafts nothing twice: one report per site and month.
 */
export async function draftLastMonthsReports(
  deps: Pick<AppDeps, 'db' | 'logger' | 'now'>,
): Promise<{ drafted: number }> {
  const month = previousMonth(todayInNewYork(deps.now()))
  const { first, next } = monthDays(month)
  const span = await monthFiguresRepository.span(deps.db, first, next)
  let drafted = 0
  for (const siteId of await monthlyReportsRepository.sitesWithoutReport(deps.db, month, span.to)) {
    const id = await monthlyReportsRepository.insertDraft(
      deps.db,
      siteId,
      month,
      await figuresOf(deps.db, siteId, month),
    )
    if (id !== undefined) drafted++
  }
  deps.logger.info({ month, drafted }, 'monthly report drafts made')
  return { drafted }
}

export function listReports({ db }: ReportDeps, user: AuthUser): Promise<ReportSummary[]> {
  return monthlyReportsRepository.list(db, viewerOf(user))
}

/** Computes a month-to-date draft's figures again (a draft computed after its month ended keeps its own). */
async function refreshIfMonthToDate(db: Queryable, id: number): Promise<void> {
  const stale = await monthlyReportsRepository.staleDraft(db, id)
  if (stale)
    await monthlyReportsRepository.refreshDraft(db, id, await figuresOf(db, stale.siteId, stale.month))
}

export async function reportFor({ db }: ReportDeps, user: AuthUser, id: number): Promise<Report> {
  // Only the admin sees drafts; a client's report is published, its figures final.
  if (user.isAdmin) await refreshIfMonthToDate(db, id)
  const report = await monthlyReportsRepository.find(db, id, viewerOf(user))
  if (!report) throw noSuchReport(id)
  return report
}

/**
 * PATCH /api/portal/reports/:id: a draft's roadmap, stored as written (untrusted markdown; the page
 * sanitises it). A published report's is refused (409): the client read it, and the report stays as read.
 */
export async function saveRoadmap({ db }: ReportDeps, id: number, roadmap: string): Promise<Report> {
  if (!(await monthlyReportsRepository.setRoadmap(db, id, roadmap))) {
    if (!(await monthlyReportsRepository.stateOf(db, id))) throw noSuchReport(id)
    throw conflict(
      'This report is published: its client has read this roadmap, and it stays as it was. Put what is new in next month’s roadmap.',
    )
  }
  await refreshIfMonthToDate(db, id)
  return (await monthlyReportsRepository.find(db, id, { clientId: null }))!
}

/**
 * Publishes the report, its figures final, and mails the client a link, once: publishing it again changes
 * nothing. A report of the month under way is refused (409) until the month is over.
 */
export async function publishReport(deps: ReportDeps, id: number): Promise<Report> {
  const report = await inTransaction(deps.db, async (transaction) => {
    const state = await monthlyReportsRepository.stateOf(transaction, id)
    if (state && !state.published && state.month >= monthUnderWay(deps.now())) {
      throw conflict(
        `This report covers ${monthInWords(state.month)} so far. Publish it from the 1st of the month after, when the month is complete.`,
      )
    }
    await refreshIfMonthToDate(transaction, id)
    const published = await monthlyReportsRepository.publish(transaction, id)
    const report = await monthlyReportsRepository.find(transaction, id, { clientId: null })
    if (!report) throw noSuchReport(id)
    if (published) {
      const client = (await usersRepository.findByUsername(transaction, report.client))!
      const key = jobId('report-mail', id)
      await addToOutbox(
        transaction,
        'send-mail',
        { idempotencyKey: key, to: client.email, ...reportPublishedMail(deps.env, report) },
        key,
      )
    }
    return report
  })
  relayOutboxSoon(deps)
  return report
}

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
import { reportPublishedMail } from './report-mail.ts'
import { reportsRepository, type ReportFigures, type ReportViewer } from './reports.repository.ts'

// Monthly reports (docs/product.md#monthly-reports; docs/decisions/024-reports-from-stored-figures.md):
// drafted from the figures the monitor stored, given a roadmap by the admin, published to the client.

type ReportDeps = Pick<AppDeps, 'db' | 'env' | 'outbox' | 'logger' | 'now'>

const viewerOf = (user: AuthUser): ReportViewer => ({ clientId: user.isAdmin ? null : user.id })

// The same sentence for a report that does not exist, is another client's, or is not yet published.
const noSuchReport = (id: number) => notFound(`There is no report ${id}. It may not be published yet.`)

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
 * POST /api/portal/reports: a draft of one site's month; 409 when that month has a report. Only a month
 * that has ended: a draft's figures are fixed when it is made, and the 1st's job would then skip the month.
 */
export async function draftReport({ db, now }: ReportDeps, siteId: number, month: string): Promise<Report> {
  const thisMonth = todayInNewYork(now()).slice(0, 7)
  if (month >= thisMonth) {
    throw badRequest(`Month: ${month} has not ended yet. Draft its report from the 1st of the month after.`)
  }
  if ((await portalSitesRepository.ownerOf(db, siteId)) === undefined) {
    throw badRequest(`SiteId: there is no site ${siteId}.`)
  }
  const id = await reportsRepository.insertDraft(db, siteId, month, await figuresOf(db, siteId, month))
  if (id === undefined) {
    throw conflict(`This site already has a report for ${month}. Open it from the reports list to edit it.`)
  }
  return (await reportsRepository.find(db, id, { clientId: null }))!
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
  for (const siteId of await reportsRepository.sitesWithoutReport(deps.db, month, span.to)) {
    const id = await reportsRepository.insertDraft(
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
  return reportsRepository.list(db, viewerOf(user))
}

export async function reportFor({ db }: ReportDeps, user: AuthUser, id: number): Promise<Report> {
  const report = await reportsRepository.find(db, id, viewerOf(user))
  if (!report) throw noSuchReport(id)
  return report
}

/** PATCH /api/portal/reports/:id: the roadmap, stored as written (untrusted markdown; the page sanitises it). */
export async function saveRoadmap({ db }: ReportDeps, id: number, roadmap: string): Promise<Report> {
  if (!(await reportsRepository.setRoadmap(db, id, roadmap))) throw noSuchReport(id)
  return (await reportsRepository.find(db, id, { clientId: null }))!
}

/** Publishes the report and mails the client a link, once: publishing it again changes nothing. */
export async function publishReport(deps: ReportDeps, id: number): Promise<Report> {
  const report = await inTransaction(deps.db, async (transaction) => {
    const published = await reportsRepository.publish(transaction, id)
    const report = await reportsRepository.find(transaction, id, { clientId: null })
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

import type { Report } from '../contract/portal-work.ts'
import type { ReportTraffic, Visits } from '../contract/site-analytics.ts'
import { certificateDaysLeft } from '../portal-sites/monitor-rules.ts'

// The pure rules that turn a month of stored checks and audits into a report's figures
// (docs/product.md#monthly-reports), beside the monitor's own (uptime, median, days left) in
// api/src/portal-sites/monitor-rules.ts. The repository reads the rows; these decide what they mean.

/** A certificate as a check read it: whole days from that check to its end, rounded down (negative once expired). */
export function certificateAsRead(validTo: Date, readAt: Date): NonNullable<Report['certificate']> {
  return {
    validTo: validTo.toISOString(),
    daysLeft: certificateDaysLeft(validTo, readAt),
  }
}

/** One check of an audit as stored: its id, the sentence that names it, and whether the page passed it. */
export interface AuditCheck {
  id: string
  text: string
  passed: boolean
}

/**
 * The month's last audit against the last one before the month: how many checks passed, which fail (by
 * name), which failed before and pass now (fixed), and which passed before and fail now or are new checks
 * failing (new). With no earlier audit there is nothing to compare, so nothing is called fixed or new.
 */
export function auditComparison(
  latest: readonly AuditCheck[],
  previous: readonly AuditCheck[] | null,
): NonNullable<Report['audit']> {
  const before = new Map((previous ?? []).map((check) => [check.id, check.passed]))
  return {
    passed: latest.filter((check) => check.passed).length,
    total: latest.length,
    failing: latest.filter((check) => !check.passed).map((check) => check.text),
    fixed: previous
      ? latest.filter((check) => check.passed && before.get(check.id) === false).map((c) => c.text)
      : [],
    new: previous
      ? latest.filter((check) => !check.passed && before.get(check.id) !== false).map((c) => c.text)
      : [],
  }
}

/** The month before the one `today` ('YYYY-MM-DD') falls in, as 'YYYY-MM': the month the 1st's drafts are for. */
export function previousMonth(today: string): string {
  const [year, month] = today.split('-').map(Number) as [number, number]
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`
}

/** The first day of `month` ('YYYY-MM') and of the month after it, as 'YYYY-MM-DD'. */
export function monthDays(month: string): { first: string; next: string } {
  const [year, number] = month.split('-').map(Number) as [number, number]
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`
  return { first: `${month}-01`, next: `${next}-01` }
}

/** Pages and sources in a report: the top 5 of the month. */
export const reportTopVisits = 5

/**
 * The month's traffic beside the month before's. With no pageview at all in the month before (the snippet
 * was not there yet) there is nothing to compare with: previous is null.
 */
export function reportTraffic(
  month: Visits,
  previous: { visitors: number; pageviews: number },
): ReportTraffic {
  return {
    visitors: month.visitors,
    pageviews: month.pageviews,
    previous: previous.pageviews > 0 ? previous : null,
    pages: month.pages.slice(0, reportTopVisits),
    sources: month.sources.slice(0, reportTopVisits),
  }
}

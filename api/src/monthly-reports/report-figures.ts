import type { Report } from '../contract/portal-work.ts'
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
 * The month's last audit against the last one before the month: how many checks passed, which failed
 * before and pass now (fixed), and which passed before and fail now or are new checks failing (new). With
 * no earlier audit there is nothing to compare, so nothing is called fixed or new.
 */
export function auditComparison(
  latest: readonly AuditCheck[],
  previous: readonly AuditCheck[] | null,
): NonNullable<Report['audit']> {
  const before = new Map((previous ?? []).map((check) => [check.id, check.passed]))
  return {
    passed: latest.filter((check) => check.passed).length,
    total: latest.length,
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

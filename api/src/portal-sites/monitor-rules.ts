import { failuresBeforeDown, type SiteStatus } from '../contract/portal-sites.ts'

// The monitor's rules (docs/portal.md#sites-under-care), pure so they are tested alone: when a site is
// confirmed down or up, which mails a change sends, certificate warnings, and the figures clients see.

/**
 * A failure counts toward "in a row" when it comes from a scheduled check, or at least this long after the
 * failure counted before it: two Check Now presses seconds apart during a blip are one failure, not two.
 */
export const inARowAfterMs = 30_000

/** What the site row says before a check is applied. */
export interface SiteState {
  status: SiteStatus
  consecutiveFailures: number
  /** When the newest failure that counted ran (the first of a run starts the outage); null after a success. */
  failureCountedAt: Date | null
}

export interface CheckOutcome {
  ok: boolean
  at: Date
  /** A check at a due time (the dispatcher's, or a confirmation's); false for Check Now and a first check. */
  scheduled: boolean
}

/** The site after a check, and what happened to its incidents. */
export interface Transition {
  next: SiteState
  /** 'open': the site is confirmed down now (mail "down"); 'close': it is back (mail "up"). */
  incident: { change: 'open'; startedAt: Date } | { change: 'close' } | null
}

/**
 * Down after `failuresBeforeDown` failed checks in a row, up after one success. A site never checked is
 * 'pending'; its first success makes it 'up' without an incident, so there is never an "up" without a
 * "down" before it. The outage starts at the first failed check of the run. A failure that does not count
 * (`inARowAfterMs`) changes nothing.
 */
export function applyCheck(state: SiteState, check: CheckOutcome): Transition {
  if (check.ok) {
    return {
      next: { status: 'up', consecutiveFailures: 0, failureCountedAt: null },
      incident: state.status === 'down' ? { change: 'close' } : null,
    }
  }
  const counts =
    check.scheduled ||
    state.failureCountedAt === null ||
    check.at.getTime() - state.failureCountedAt.getTime() >= inARowAfterMs
  if (!counts) return { next: state, incident: null }
  const consecutiveFailures = state.consecutiveFailures + 1
  const next = { status: state.status, consecutiveFailures, failureCountedAt: check.at }
  if (state.status === 'down' || consecutiveFailures < failuresBeforeDown) return { next, incident: null }
  const startedAt = state.failureCountedAt ?? check.at
  return { next: { ...next, status: 'down' }, incident: { change: 'open', startedAt } }
}

/**
 * When a check must confirm a failed Check Now (or first check), or null: `inARowAfterMs` after the failure
 * that counted, while the site is not yet down. Scheduled checks need none: the next one is due anyway.
 */
export function confirmationDueAt(
  after: SiteState,
  check: Pick<CheckOutcome, 'ok' | 'scheduled'>,
): Date | null {
  if (check.ok || check.scheduled || after.status === 'down' || !after.failureCountedAt) return null
  return new Date(after.failureCountedAt.getTime() + inARowAfterMs)
}

/** Days left before a certificate expires, whole days rounded down (negative once it has). */
export function certificateDaysLeft(validTo: Date, now: Date): number {
  return Math.floor((validTo.getTime() - now.getTime()) / 86_400_000)
}

/** The warnings, most urgent last: a certificate is warned about at 21 and at 7 days left, once each. */
export const certificateWarnings = [
  { kind: 'certificate-21', days: 21 },
  { kind: 'certificate-7', days: 7 },
] as const

export type CertificateWarningKind = (typeof certificateWarnings)[number]['kind']

/**
 * The thresholds a certificate with `daysLeft` has crossed. A certificate first seen with 5 days left has
 * crossed both; the caller records both and mails only the most urgent, so nobody gets two mails at once.
 */
export function crossedCertificateWarnings(daysLeft: number): CertificateWarningKind[] {
  return certificateWarnings.filter((warning) => daysLeft <= warning.days).map((warning) => warning.kind)
}

/** Percent of checks that succeeded, 2 decimals; null when there were no checks. */
export function uptimePercent(successes: number, checks: number): number | null {
  if (checks === 0) return null
  return Math.round((successes / checks) * 10_000) / 100
}

/** The median of some response times (the mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2)
}

/** An outage's length in words for the "up" mail: "3 minutes", "2 hours 5 minutes", "1 day 4 hours". */
export function outageLength(startedAt: Date, endedAt: Date): string {
  const minutes = Math.max(0, Math.round((endedAt.getTime() - startedAt.getTime()) / 60_000))
  const days = Math.floor(minutes / 1440)
  const hours = Math.floor((minutes % 1440) / 60)
  const parts = [
    [days, 'day'],
    [hours, 'hour'],
    [days > 0 ? 0 : minutes % 60, 'minute'],
  ] as const
  const words = parts.filter(([count]) => count > 0).map(([count, unit]) => plural(count, unit))
  return words.length ? words.join(' ') : 'less than a minute'
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`

/**
 * The due times of one site's checks in [from, until), given its next due time and the interval: the
 * dispatcher queues these and moves the site's next due time to the first one at or after `until`. Due
 * times already an interval in the past are skipped (a monitor that was away checks once, not in a burst).
 */
export function dueTimesIn(nextDue: Date, intervalMs: number, from: Date, until: Date): Date[] {
  const times: Date[] = []
  for (let at = nextDue.getTime(); at < until.getTime(); at += intervalMs) {
    if (at > from.getTime() - intervalMs) times.push(new Date(at))
  }
  return times
}

/** The first due time at or after `until` on the site's cadence. */
export function nextDueAfter(nextDue: Date, intervalMs: number, until: Date): Date {
  const behind = until.getTime() - nextDue.getTime()
  if (behind <= 0) return nextDue
  return new Date(nextDue.getTime() + Math.ceil(behind / intervalMs) * intervalMs)
}

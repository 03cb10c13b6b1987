import {
  failuresBeforeDown,
  type Site,
  type SiteCertificate,
  type SiteDay,
  type SiteStatus,
} from '@studio/api/contract/portal-sites'
import { certificateValidToDay, formatStudioTime } from '@studio/api/contract/studio-time'
import { formatShortDay } from '#app/common/dates/calendar-day.ts'

// What a site's figures say in words (docs/portal.md#what-clients-see): the status word beside its colour,
// and the sentences that stand for the uptime strip and the response-time chart for people who cannot
// see them. Pure, so the dashboard and its tests read the same words.

export const statusWords: Record<SiteStatus, string> = {
  up: 'Up',
  down: 'Down',
  pending: 'Not checked yet',
}

/** What a screen needs of a site to say how its checks went. */
export type CheckFacts = Pick<
  Site,
  'status' | 'lastCheckedAt' | 'responseMs' | 'lastCheckFailure' | 'failuresInRow'
>

/**
 * What the newest check found when it failed, and how far that counts toward "down": "no answer (1 of 2
 * failures)", "HTTP 503 (3 failures in a row)"; null when it succeeded or there was none.
 */
export function checkFailureWords(site: CheckFacts): string | null {
  const { lastCheckFailure: failure, failuresInRow: count } = site
  if (!failure) return null
  if (count === 0) return failure
  return count < failuresBeforeDown
    ? `${failure} (${count} of ${failuresBeforeDown} failures)`
    : `${failure} (${count} failures in a row)`
}

/**
 * The site's status in words: Up, Down, or Not checked yet until a check ran; a site whose first checks
 * failed (not confirmed down yet) says what is known instead: "Checked: no answer (1 of 2 failures)".
 */
export function siteStatusWords(site: CheckFacts): string {
  const failure = site.status === 'pending' ? checkFailureWords(site) : null
  return failure ? `Checked: ${failure}` : statusWords[site.status]
}

/** What Check Now found, in the notice it gives: the status, and the reason when the check failed. */
export function checkNowSentence(site: CheckFacts & Pick<Site, 'name'>): string {
  const failure = checkFailureWords(site)
  if (!failure) return `${site.name} checked: ${statusWords[site.status]}.`
  return site.status === 'down'
    ? `${site.name} checked: ${statusWords.down}, ${failure}.`
    : `${site.name} checked: ${failure}.`
}

/** The newest check: when (New York time) and its answer time, or what went wrong. */
export function lastCheckWords(site: CheckFacts): string {
  if (!site.lastCheckedAt) return 'Not yet'
  const when = formatStudioTime(site.lastCheckedAt)
  const failure = checkFailureWords(site)
  if (failure) return `${when}: ${failure}`
  return site.responseMs === null ? when : `${when}, ${site.responseMs} ms`
}

/** The band a day's uptime falls in, named for the strip's legend (colour and word alike). */
export type UptimeBand = 'full' | 'partial' | 'poor' | 'none'

export function uptimeBand(day: SiteDay): UptimeBand {
  if (day.checks === 0 || day.uptime === null) return 'none'
  if (day.uptime >= 99.9) return 'full'
  if (day.uptime >= 95) return 'partial'
  return 'poor'
}

export const bandWords: Record<UptimeBand, string> = {
  full: 'up all day',
  partial: 'brief outages',
  poor: 'long outages',
  none: 'no checks',
}

export const formatPercent = (value: number) => `${value.toFixed(2)}%`

/** The uptime strip in one sentence: the days checked, and each day below full uptime by name. */
export function uptimeSummary(days: readonly SiteDay[]): string {
  const checked = days.filter((day) => uptimeBand(day) !== 'none')
  if (checked.length === 0) return `No checks in the last ${days.length} days yet.`
  const short = checked.filter((day) => uptimeBand(day) !== 'full')
  const lead = `Checked on ${checked.length} of the last ${days.length} days`
  if (short.length === 0) return `${lead}; up all day on every one.`
  const list = short.map((day) => `${formatShortDay(day.date)} (${formatPercent(day.uptime!)})`).join(', ')
  return `${lead}; below full uptime on ${short.length === 1 ? 'one day' : `${short.length} days`}: ${list}.`
}

/**
 * The response-time chart in one sentence: the typical, fastest and slowest daily medians. With no median
 * yet, the newest check's time (`lastCheckMs`) if there is one.
 */
export function responseSummary(days: readonly SiteDay[], lastCheckMs: number | null = null): string {
  const timed = days.filter((day): day is SiteDay & { medianMs: number } => day.medianMs !== null)
  if (timed.length === 0) {
    return lastCheckMs === null
      ? 'No response times yet.'
      : `No daily median yet; the last check answered in ${Math.round(lastCheckMs)} ms.`
  }
  if (timed.length === 1) {
    const [only] = timed as [SiteDay & { medianMs: number }]
    return `Typical response ${Math.round(only.medianMs)} ms over 1 day (${formatShortDay(only.date)}).`
  }
  const fastest = timed.reduce((best, day) => (day.medianMs < best.medianMs ? day : best))
  const slowest = timed.reduce((worst, day) => (day.medianMs > worst.medianMs ? day : worst))
  const sorted = timed.map((day) => day.medianMs).sort((a, b) => a - b)
  const middle = sorted[Math.floor((sorted.length - 1) / 2)]!
  return (
    `Typical response ${Math.round(middle)} ms over ${timed.length} days; fastest ` +
    `${Math.round(fastest.medianMs)} ms on ${formatShortDay(fastest.date)}, slowest ` +
    `${Math.round(slowest.medianMs)} ms on ${formatShortDay(slowest.date)}.`
  )
}

/** The certificate's state in words: a warning from 21 days left, as the alert mails (docs/portal.md). */
export function certificateSentence(certificate: SiteCertificate | null): string {
  if (!certificate) return 'No certificate read yet.'
  // The New York day, as the certificate mails name it: one date for one certificate.
  const until = certificateValidToDay(certificate.validTo)
  if (certificate.daysLeft < 0) return `Certificate expired on ${until}.`
  const days = certificate.daysLeft === 1 ? '1 day' : `${certificate.daysLeft} days`
  return certificate.daysLeft <= 21
    ? `Certificate renews soon: ${days} left (valid to ${until}).`
    : `Certificate valid for ${days} (to ${until}).`
}

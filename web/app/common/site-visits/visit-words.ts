import { formatShortDay as shortDay } from '#app/common/dates/calendar-day.ts'

// A site's visits in words (docs/portal.md#visits-and-speed): when the last visit came, a change beside
// last month's, country names, a chart's sentence. Pure, so the screens and their tests read the same words.

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' })
const minute = 60_000
const hour = 60 * minute
const day = 24 * hour
/** The largest unit that fits, with how many of them: minutes under an hour, hours under a day, and so on. */
const steps: [Intl.RelativeTimeFormatUnit, number, number][] = [
  ['minute', minute, hour],
  ['hour', hour, day],
  ['day', day, 30 * day],
  ['month', 30 * day, 365 * day],
  ['year', 365 * day, Infinity],
]

/** How long ago, in words: "just now", "2 minutes ago", "yesterday", "3 months ago". */
export function timeAgo(iso: string, now: Date): string {
  const elapsed = Math.max(0, now.getTime() - new Date(iso).getTime())
  if (elapsed < minute) return 'just now'
  const [unit, size] = steps.find(([, , below]) => elapsed < below)!
  return relative.format(-Math.floor(elapsed / size), unit)
}

/** Whether the studio's snippet has been heard from yet (the admin's Clients page). */
export function lastVisitWords(lastVisitAt: string | null, now: Date): string {
  return lastVisitAt === null ? 'Waiting for the first visit' : `Last visit ${timeAgo(lastVisitAt, now)}`
}

const count = new Intl.NumberFormat('en-US')
export const formatCount = (value: number) => count.format(value)
/** "1 visitor", "1,204 visitors". */
export const counted = (value: number, noun: string) =>
  `${formatCount(value)} ${value === 1 ? noun : `${noun}s`}`

/** A figure beside last month's, in words: "up 25% from 80", "down 10% from 1,000", "the same as last month". */
export function changeWords(current: number, previous: number | null): string {
  if (previous === null) return 'no figures for the month before'
  if (current === previous) return 'the same as the month before'
  if (previous === 0) return 'up from none the month before'
  const percent = Math.round((Math.abs(current - previous) / previous) * 100)
  const direction = current > previous ? 'up' : 'down'
  // A change too small for a whole percent is still a change: say so rather than "up 0%".
  return `${direction} ${percent === 0 ? 'less than 1' : percent}% from ${formatCount(previous)}`
}

const regions = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' })

/** A country's name from its ISO 3166-1 code; 'ZZ' (no range of the table held the address) is "Unknown". */
export function countryName(code: string): string {
  if (code === 'ZZ') return 'Unknown'
  try {
    return regions.of(code) ?? code
  } catch {
    return code
  }
}

/** The chart of a range's days in one sentence: its totals, and the busiest day by visitors. */
export function visitsByDaySummary(visits: {
  visitors: number
  pageviews: number
  days: readonly { date: string; visitors: number; pageviews: number }[]
}): string {
  const { days } = visits
  if (days.length === 0) return 'No days to show.'
  const span =
    days.length === 1
      ? `on ${shortDay(days[0]!.date)}`
      : `from ${shortDay(days[0]!.date)} to ${shortDay(days.at(-1)!.date)}`
  if (visits.pageviews === 0) return `No visits ${span}.`
  const busiest = days.reduce((best, day) => (day.visitors > best.visitors ? day : best))
  return (
    `${counted(visits.visitors, 'visitor')} and ${counted(visits.pageviews, 'pageview')} ${span}; ` +
    `the busiest day was ${shortDay(busiest.date)}, with ${counted(busiest.visitors, 'visitor')}.`
  )
}

import type { Device, Visits } from '../contract/site-analytics.ts'
import { addDays } from '../bills/bill-dates.ts'
import type { BreakdownRow } from './site-visits.repository.ts'
import { siteVitals, type VitalBucket, type VitalMetric } from './vitals.ts'

// The visits reply from the rows the repository reads (pure: unit-tested beside it). A visitor is a hash
// that changes every New York day, so the visitors of a range are the sum of each day's.

export interface VisitsRows {
  from: string
  to: string
  /** Only the days with visits, oldest first. */
  days: { date: string; visitors: number; pageviews: number }[]
  breakdowns: BreakdownRow[]
  vitals: (VitalBucket & { metric: VitalMetric })[]
}

/** Every day from `from` through `to` ('YYYY-MM-DD'), oldest first. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = []
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day)
  return days
}

export function visitsFrom(rows: VisitsRows): Visits {
  const counted = new Map(rows.days.map((day) => [day.date, day]))
  const days = daysOf(rows.from, rows.to).map(
    (date) => counted.get(date) ?? { date, visitors: 0, pageviews: 0 },
  )
  const of = (dimension: BreakdownRow['dimension']) =>
    rows.breakdowns.filter((row) => row.dimension === dimension)
  return {
    from: rows.from,
    to: rows.to,
    visitors: days.reduce((sum, day) => sum + day.visitors, 0),
    pageviews: days.reduce((sum, day) => sum + day.pageviews, 0),
    days,
    pages: of('page').map(({ value, visitors, pageviews }) => ({ path: value, visitors, pageviews })),
    sources: of('source').map(({ value, visitors }) => ({ source: value, visitors })),
    devices: of('device').map(({ value, visitors }) => ({ device: value as Device, visitors })),
    browsers: of('browser').map(({ value, visitors }) => ({ browser: value, visitors })),
    countries: of('country').map(({ value, visitors }) => ({ country: value, visitors })),
    vitals: siteVitals(rows.vitals),
  }
}

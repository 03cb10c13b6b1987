import { studioTimeZone } from '@studio/api/contract/studio-time'

// The ranges of New York days a site's visits are read for (docs/portal.md#visits-and-speed): this month so
// far beside the whole calendar month before it, and those ranges in words for the headings. Days are
// 'YYYY-MM-DD' strings, as the API takes and sends them.

export interface DayRange {
  from: string
  to: string
}

const newYorkDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: studioTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The New York calendar day at `now`: 'YYYY-MM-DD'. */
export const newYorkDay = (now: Date) => newYorkDayFormat.format(now)

const pad = (value: number) => String(value).padStart(2, '0')

/** The last day of a month, as a number (28–31); `month` counts from 1. */
const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()

/** From the 1st of this New York month to today. */
export function monthSoFar(now: Date): DayRange {
  const today = newYorkDay(now)
  return { from: `${today.slice(0, 8)}01`, to: today }
}

/** The whole New York calendar month before this one. */
export function monthBefore(now: Date): DayRange {
  const [year, month] = newYorkDay(now).split('-').map(Number) as [number, number]
  const [previousYear, previousMonth] = month === 1 ? [year - 1, 12] : [year, month - 1]
  const start = `${previousYear}-${pad(previousMonth)}`
  return { from: `${start}-01`, to: `${start}-${pad(lastDayOf(previousYear, previousMonth))}` }
}

const parts = (day: string) => day.split('-').map(Number) as [number, number, number]
const monthNames = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' })
const monthName = (year: number, month: number) => monthNames.format(Date.UTC(year, month - 1, 1))

/**
 * A range in words, as short as it stays exact: "October 2026" (a whole month), "November 1–26, 2026",
 * "November 26, 2026" (one day), "October 28 – November 26, 2026", "December 28, 2025 – January 3, 2026".
 */
export function rangeWords({ from, to }: DayRange): string {
  const [fromYear, fromMonth, fromDay] = parts(from)
  const [toYear, toMonth, toDay] = parts(to)
  const sameMonth = fromYear === toYear && fromMonth === toMonth
  if (sameMonth && fromDay === 1 && toDay === lastDayOf(toYear, toMonth)) {
    return `${monthName(toYear, toMonth)} ${toYear}`
  }
  if (sameMonth) {
    const days = fromDay === toDay ? `${toDay}` : `${fromDay}–${toDay}`
    return `${monthName(toYear, toMonth)} ${days}, ${toYear}`
  }
  const start = `${monthName(fromYear, fromMonth)} ${fromDay}${fromYear === toYear ? '' : `, ${fromYear}`}`
  return `${start} – ${monthName(toYear, toMonth)} ${toDay}, ${toYear}`
}

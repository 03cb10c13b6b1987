// The calendar rules of the bills checklist, pure so that the API, the worker and tests share them.
// Dates are 'YYYY-MM-DD' strings throughout: a bill due on the 5th is due on the 5th wherever you are.

import { studioTimeZone } from '../contract/studio-time.ts'

/** The household lives in the studio's zone: "today" and therefore "overdue" follow its midnight. */
export const householdTimeZone = studioTimeZone

const todayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: householdTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** Today's date in New York at the instant `now`, e.g. 2025-03-01T04:59Z → '2025-02-28'. */
export function todayInNewYork(now: Date): string {
  const parts = Object.fromEntries(todayFormat.formatToParts(now).map((part) => [part.type, part.value]))
  return `${parts.year}-${parts.month}-${parts.day}`
}

const hourFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: householdTimeZone,
  hour: 'numeric',
  hourCycle: 'h23',
})

/** The hour (0–23) on New York clocks at the instant `now`, e.g. 2025-01-16T13:30Z → 8. */
export function hourInNewYork(now: Date): number {
  return Number(hourFormat.formatToParts(now).find((part) => part.type === 'hour')!.value)
}

/** The date `days` after `date`, e.g. addDays('2025-02-25', 7) → '2025-03-04'. */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + days)
  return day.toISOString().slice(0, 10)
}

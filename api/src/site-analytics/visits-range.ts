import { isCalendarDate } from '../contract/calendar-date.ts'
import { addDays } from '../bills/bill-dates.ts'
import { badRequest } from '../platform/http/http-error.ts'

// The range of GET /api/portal/sites/:id/visits (docs/portal.md#site-analytics): New York days, the last 30
// (today included) by default, at most 366.

export const defaultRangeDays = 30
export const longestRangeDays = 366

function dayOf(name: 'From' | 'To', text: string | undefined): string | undefined {
  if (text === undefined || text === '') return undefined
  if (!isCalendarDate(text)) throw badRequest(`${name}: use a real date like 2026-03-31.`)
  return text
}

/**
 * The first and last day of the range asked for. Only `to`: the 30 days up to it; only `from`: the 30
 * days from it (no later than today); neither: the last 30 days.
 */
export function visitsRange(
  query: { from?: string; to?: string },
  today: string,
): { from: string; to: string } {
  const askedFrom = dayOf('From', query.from)
  const askedTo = dayOf('To', query.to)
  const to = askedTo ?? (askedFrom ? minDay(addDays(askedFrom, defaultRangeDays - 1), today) : today)
  const from = askedFrom ?? addDays(to, 1 - defaultRangeDays)
  if (from > to) throw badRequest(`From (${from}) must not be after to (${to}).`)
  const length = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1
  if (length > longestRangeDays) {
    throw badRequest(
      `Please ask for at most ${longestRangeDays} days at a time; ${from} to ${to} is ${length} days.`,
    )
  }
  return { from, to }
}

function minDay(a: string, b: string): string {
  return a < b ? a : b
}

// A date on the wire (a bill's due date) is a 'YYYY-MM-DD' string naming a day that exists; the request
// schemas check it with this rule.

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/

/** True for a 'YYYY-MM-DD' string naming a day that exists (no 30 February, no year 0). */
export function isCalendarDate(text: string): boolean {
  const match = isoDatePattern.exec(text)
  if (!match) return false
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number]
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
}

// Dates and times as the portal shows them: the studio's calendar days, and moments in the reader's zone.

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })
const calendarDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })
const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })

export const formatMoment = (iso: string) => dateTime.format(new Date(iso))
/** A 'YYYY-MM-DD' day as written, whatever the reader's zone. */
export const formatCalendarDay = (day: string) => calendarDay.format(new Date(`${day}T00:00:00Z`))
/** A 'YYYY-MM' month: "October 2026". */
export const formatMonth = (month: string) => monthName.format(new Date(`${month}-01T00:00:00Z`))

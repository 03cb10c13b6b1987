// A calendar day ('YYYY-MM-DD', a New York day as the API sends it) in words, the same whatever the
// reader's own time zone: the day is read and written as UTC so it never slips to the day before.

const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })
const mediumDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })

const asUtcMidnight = (day: string) => new Date(`${day}T00:00:00Z`)

/** "Nov 4": for charts and their tables, where the year is plain. */
export const formatShortDay = (day: string) => shortDay.format(asUtcMidnight(day))

/** "Nov 4, 2026". */
export const formatCalendarDay = (day: string) => mediumDay.format(asUtcMidnight(day))

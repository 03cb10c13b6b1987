// Moments (in the reader's zone) and months as the portal shows them; calendar days are common/dates/.

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })
const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })

export const formatMoment = (iso: string) => dateTime.format(new Date(iso))
/** A 'YYYY-MM' month: "October 2026". */
export const formatMonth = (month: string) => monthName.format(new Date(`${month}-01T00:00:00Z`))

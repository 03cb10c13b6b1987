// Months as the portal shows them; moments are the contract's formatStudioTime (New York time, labelled,
// as the mails write them), calendar days common/dates/.

const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })

/** A 'YYYY-MM' month: "October 2026". */
export const formatMonth = (month: string) => monthName.format(new Date(`${month}-01T00:00:00Z`))

// How the portal writes a moment, on screen and in mail alike (docs/product.md#care-plan-portal): New York
// time, labelled with its zone, whoever reads it and wherever. Pure, so the web app and the mails share it.

/** The studio's zone: its days, its months and every time it shows. */
export const studioTimeZone = 'America/New_York'

const moment = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: studioTimeZone,
})
const zoneName = new Intl.DateTimeFormat('en-US', { timeZone: studioTimeZone, timeZoneName: 'short' })
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: studioTimeZone })

/** A moment (ISO 8601 or a Date) in New York time with its zone: "Dec 2, 2026, 8:35 PM EST". */
export function formatStudioTime(at: string | Date): string {
  const date = new Date(at)
  const zone = zoneName.formatToParts(date).find((part) => part.type === 'timeZoneName')!.value
  return `${moment.format(date)} ${zone}`
}

/**
 * The one date a certificate is valid to, wherever it is shown: the New York calendar day of its `validTo`
 * ("Dec 2, 2026" for 2026-12-03T01:35:00Z), so the screen and the mail never name two different days.
 */
export function certificateValidToDay(validTo: string | Date): string {
  return day.format(new Date(validTo))
}

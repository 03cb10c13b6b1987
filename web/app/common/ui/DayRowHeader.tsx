import { formatShortDay } from '#app/common/dates/calendar-day.ts'

/** The first cell of a table row that stands for one day ("Nov 4"), machine-readable as its date. */
export function DayRowHeader({ day }: { day: string }) {
  return (
    <th scope="row">
      <time dateTime={day}>{formatShortDay(day)}</time>
    </th>
  )
}

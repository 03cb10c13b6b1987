import { useId } from 'react'
import type { SiteDay } from '@studio/api/contract/portal-sites'
import { formatShortDay } from '#app/common/dates/calendar-day.ts'
import { DaysTable } from '#app/common/ui/DaysTable.tsx'
import { bandWords, formatPercent, uptimeBand, uptimeSummary } from '../shared/site-health'

/**
 * Thirty days of uptime as a strip of cells, one a day, oldest first. Each cell carries its band's pattern
 * as well as its colour (legible in black and white); the sentence under it says the same in words, and
 * the table gives each day's figures.
 */
export function UptimeStrip({ days }: { days: SiteDay[] }) {
  const id = useId()
  return (
    <figure className="uptime-strip">
      <ol className="uptime-strip__days" aria-labelledby={`${id}-summary`}>
        {days.map((day) => {
          const band = uptimeBand(day)
          return (
            <li
              key={day.date}
              className={`uptime-strip__day uptime-strip__day--${band}`}
              title={`${formatShortDay(day.date)}: ${day.uptime === null ? bandWords.none : formatPercent(day.uptime)}`}
            />
          )
        })}
      </ol>
      <figcaption id={`${id}-summary`}>{uptimeSummary(days)}</figcaption>
      <DaysTable
        summary="Each day's uptime and response time"
        caption="Uptime and median response time per day, oldest first"
        className="portal-table"
        columns={['Uptime', 'Checks', 'Median response']}
        days={days.map((day) => ({
          date: day.date,
          cells: [
            day.uptime === null ? '—' : formatPercent(day.uptime),
            day.checks,
            day.medianMs === null ? '—' : `${Math.round(day.medianMs)} ms`,
          ],
        }))}
      />
    </figure>
  )
}

import { useId } from 'react'
import type { SiteDay } from '@studio/api/contract/portal-sites'
import { formatShortDay } from '#app/common/dates/calendar-day.ts'
import { DayRowHeader } from '#app/common/ui/DayRowHeader.tsx'
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
      <details>
        <summary>Each day's uptime and response time</summary>
        <div className="table-scroll">
          <table className="portal-table">
            <caption className="visually-hidden">
              Uptime and median response time per day, oldest first
            </caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Uptime</th>
                <th scope="col">Checks</th>
                <th scope="col">Median response</th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date}>
                  <DayRowHeader day={day.date} />
                  <td>{day.uptime === null ? '—' : formatPercent(day.uptime)}</td>
                  <td>{day.checks}</td>
                  <td>{day.medianMs === null ? '—' : `${Math.round(day.medianMs)} ms`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  )
}

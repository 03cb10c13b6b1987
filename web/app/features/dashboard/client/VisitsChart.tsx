import { useId } from 'react'
import { formatShortDay } from '#app/common/dates/calendar-day.ts'
import { DaysTable } from '#app/common/ui/DaysTable.tsx'
import type { VisitsOnDay } from './dashboard-api'

const barWidth = 10
const chartHeight = 60

/**
 * Visits per day as small bars. The picture is summarised for screen readers in its label; the exact
 * figures are in a table under it, one row a day.
 */
export function VisitsChart({ days }: { days: VisitsOnDay[] }) {
  const id = useId()
  if (days.length === 0) return <p className="field-hint">No daily figures yet.</p>
  const busiest = days.reduce((best, day) => (day.count > best.count ? day : best), days[0]!)
  const total = days.reduce((sum, day) => sum + day.count, 0)
  const scale = busiest.count > 0 ? chartHeight / busiest.count : 0
  const summary =
    `${total} visits in the last ${days.length} days, from ${formatShortDay(days[0]!.date)} to ` +
    `${formatShortDay(days.at(-1)!.date)}` +
    (busiest.count > 0 ? `; busiest day ${formatShortDay(busiest.date)} with ${busiest.count}.` : '.')

  return (
    <figure className="visits-chart">
      <svg
        viewBox={`0 0 ${days.length * barWidth} ${chartHeight + 1}`}
        preserveAspectRatio="none"
        role="img"
        aria-labelledby={`${id}-summary`}
      >
        {days.map((day, index) => {
          const height = Math.max(day.count * scale, day.count > 0 ? 1 : 0)
          return (
            <rect
              key={day.date}
              x={index * barWidth + 1}
              y={chartHeight - height}
              width={barWidth - 2}
              height={height}
            >
              <title>{`${formatShortDay(day.date)}: ${day.count}`}</title>
            </rect>
          )
        })}
        <line x1="0" x2={days.length * barWidth} y1={chartHeight + 0.5} y2={chartHeight + 0.5} />
      </svg>
      <figcaption id={`${id}-summary`}>{summary}</figcaption>
      <DaysTable
        summary="Visits per day as a table"
        caption="Visits per day, oldest first"
        className="dashboard-table"
        columns={['Visits']}
        days={days.map((day) => ({ date: day.date, cells: [day.count] }))}
      />
    </figure>
  )
}

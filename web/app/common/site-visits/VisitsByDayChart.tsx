import { useId } from 'react'
import type { Visits } from '@studio/api/contract/site-analytics'
import { formatShortDay } from '#app/common/dates/calendar-day.ts'
import { DaysTable } from '#app/common/ui/DaysTable.tsx'
import { formatCount, visitsByDaySummary } from './visit-words'
import './site-visits.css'

const slot = 10
const height = 60

/**
 * A range's visitors and pageviews by day, oldest on the left: per day an outlined bar of pageviews with
 * a solid bar of visitors inside it, so the two read apart in black and white too. The sentence under the
 * picture names it, and the table gives each day's figures.
 */
export function VisitsByDayChart({ visits }: { visits: Visits }) {
  const id = useId()
  const { days } = visits
  const highest = Math.max(0, ...days.map((day) => day.pageviews))
  const scale = highest > 0 ? height / highest : 0
  const bar = (value: number) => Math.max(value * scale, value > 0 ? 1 : 0)
  return (
    <figure className="visits-by-day">
      <svg
        viewBox={`0 0 ${days.length * slot} ${height + 1}`}
        preserveAspectRatio="none"
        role="img"
        aria-labelledby={`${id}-summary`}
      >
        {days.map((day, index) => (
          <g key={day.date}>
            <title>{`${formatShortDay(day.date)}: ${formatCount(day.visitors)} visitors, ${formatCount(day.pageviews)} pageviews`}</title>
            <rect
              className="visits-by-day__pageviews"
              x={index * slot + 1}
              y={height - bar(day.pageviews)}
              width={slot - 2}
              height={bar(day.pageviews)}
            />
            <rect
              className="visits-by-day__visitors"
              x={index * slot + 3}
              y={height - bar(day.visitors)}
              width={slot - 6}
              height={bar(day.visitors)}
            />
          </g>
        ))}
        <line x1="0" x2={days.length * slot} y1={height + 0.5} y2={height + 0.5} />
      </svg>
      <p className="visits-by-day__legend" aria-hidden="true">
        <span className="visits-by-day__key visits-by-day__key--visitors" /> Visitors (solid){' '}
        <span className="visits-by-day__key visits-by-day__key--pageviews" /> Pageviews (outlined)
      </p>
      <figcaption id={`${id}-summary`}>{visitsByDaySummary(visits)}</figcaption>
      <DaysTable
        summary="Each day's visitors and pageviews"
        caption="Visitors and pageviews per day, oldest first"
        className="visits-table"
        columns={['Visitors', 'Pageviews']}
        days={days.map((day) => ({
          date: day.date,
          cells: [formatCount(day.visitors), formatCount(day.pageviews)],
        }))}
      />
    </figure>
  )
}

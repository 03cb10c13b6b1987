import { useId } from 'react'
import type { SiteDay } from '@studio/api/contract/portal-sites'
import { responseSummary } from '../shared/site-health'

const step = 10
const height = 50

const barWidth = step * 0.6

/**
 * Each day's median response time as a line, oldest day on the left; a day without a time breaks the line,
 * and a day with no timed neighbour (a site's first day) stands as a bar from the base line. The picture is
 * named by the sentence under it (the figures are in the uptime strip's table); with no median yet, the
 * sentence gives the newest check's time (`lastCheckMs`).
 */
export function ResponseChart({
  days,
  lastCheckMs = null,
}: {
  days: SiteDay[]
  lastCheckMs?: number | null
}) {
  const id = useId()
  const slowest = Math.max(0, ...days.map((day) => day.medianMs ?? 0))
  const scale = slowest > 0 ? height / slowest : 0
  const segments: { x: number; y: number }[][] = [[]]
  days.forEach((day, index) => {
    if (day.medianMs === null) segments.push([])
    else segments.at(-1)!.push({ x: index * step + step / 2, y: height - day.medianMs * scale })
  })
  return (
    <figure className="response-chart">
      <svg
        viewBox={`0 0 ${days.length * step} ${height + 2}`}
        preserveAspectRatio="none"
        role="img"
        aria-labelledby={`${id}-summary`}
      >
        {segments
          .filter((points) => points.length > 0)
          .map(([first, ...rest]) =>
            rest.length === 0 ? (
              <rect
                key={first!.x}
                x={first!.x - barWidth / 2}
                y={first!.y.toFixed(1)}
                width={barWidth}
                height={(height - first!.y).toFixed(1)}
              />
            ) : (
              <polyline
                key={first!.x}
                points={[first!, ...rest].map(({ x, y }) => `${x},${y.toFixed(1)}`).join(' ')}
              />
            ),
          )}
        <line x1="0" x2={days.length * step} y1={height + 1} y2={height + 1} />
      </svg>
      <figcaption id={`${id}-summary`}>{responseSummary(days, lastCheckMs)}</figcaption>
    </figure>
  )
}

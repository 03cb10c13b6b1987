import { BreakdownTable } from './BreakdownTable'
import { breakdownsOf } from './breakdowns'
import type { VisitsBeside } from './site-visits-api'
import { rangeWords } from './visit-ranges'
import { formatCount } from './visit-words'
import { VisitsByDayChart } from './VisitsByDayChart'
import { VitalsTable } from './VitalsTable'
import './site-visits.css'

const thisMonth = 'This month'
const lastMonth = 'Last month'

/**
 * A site's visits this month so far beside last month's (docs/portal.md#visits-and-speed): the totals, a
 * chart of the days with its table, the Core Web Vitals in words, and the top lists. The headings name
 * both ranges.
 */
export function SiteVisits({
  visits: { current, previous },
  level = 4,
}: {
  visits: VisitsBeside
  /** The level of its headings: one below the caller's heading (h4 under an h3). */
  level?: 3 | 4
}) {
  const Heading = `h${level}` as const
  const ranges = `${rangeWords(current)}, beside ${rangeWords(previous)}`
  const previousLists = breakdownsOf(previous)
  return (
    <div className="site-visits">
      <Heading className="site-visits__heading">Visitors and pageviews, {ranges}</Heading>
      <table className="visits-table visits-totals">
        <thead>
          <tr>
            <td />
            <th scope="col">{thisMonth}</th>
            <th scope="col">{lastMonth}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Visitors</th>
            <td>{formatCount(current.visitors)}</td>
            <td>{formatCount(previous.visitors)}</td>
          </tr>
          <tr>
            <th scope="row">Pageviews</th>
            <td>{formatCount(current.pageviews)}</td>
            <td>{formatCount(previous.pageviews)}</td>
          </tr>
        </tbody>
      </table>

      <Heading className="site-visits__heading">By day, {rangeWords(current)}</Heading>
      <VisitsByDayChart visits={current} />

      <Heading className="site-visits__heading">Speed for visitors, {ranges}</Heading>
      <p className="field-hint">
        What three in four page views met or beat (the 75th percentile), with Google’s word for it.
      </p>
      <VitalsTable
        caption={`Core Web Vitals, ${ranges}`}
        columns={[
          { label: thisMonth, vitals: current.vitals },
          { label: lastMonth, vitals: previous.vitals },
        ]}
      />

      <Heading className="site-visits__heading">What they read and where they came from, {ranges}</Heading>
      <p className="field-hint">Visitors of each, the most first; a page’s pageviews under its address.</p>
      <div className="visits-breakdowns">
        {breakdownsOf(current).map((list, index) => (
          <BreakdownTable
            key={list.title}
            {...list}
            visitorsHeader={thisMonth}
            previous={{ label: lastMonth, rows: previousLists[index]!.rows }}
            level={(level + 1) as 4 | 5}
          />
        ))}
      </div>
    </div>
  )
}

/** In place of the figures before a site's first visit ever: the fact, and what to do about it. */
export function NoVisitsYet({ hint }: { hint: string }) {
  return (
    <p className="site-visits__empty">
      <strong>No visits recorded yet.</strong> {hint}
    </p>
  )
}

import { formatCount } from './visit-words'
import './site-visits.css'

export interface BreakdownRow {
  /** What the row is matched by across ranges: a path, a source, a country code. */
  key: string
  label: string
  visitors: number
  pageviews?: number
}

/**
 * One of a range's top lists (pages, sources, devices, countries, browsers) as a table, most visitors
 * first; with `previous`, a column of the same rows' visitors in the range before ("—": not in its list).
 */
export function BreakdownTable({
  title,
  nameHeader,
  rows,
  previous,
  level = 5,
}: {
  title: string
  nameHeader: string
  rows: BreakdownRow[]
  previous?: { label: string; rows: BreakdownRow[] }
  /** The heading's level under the page's outline: h5 on the dashboard, h3 in a report. */
  level?: 3 | 4 | 5
}) {
  const Heading = `h${level}` as const
  const withPageviews = rows.some((row) => row.pageviews !== undefined)
  const previousVisitors = new Map(previous?.rows.map((row) => [row.key, row.visitors]))
  return (
    <section className="visits-breakdown">
      <Heading>{title}</Heading>
      {rows.length === 0 ? (
        <p className="field-hint">None yet.</p>
      ) : (
        <table className="visits-table">
          <thead>
            <tr>
              <th scope="col">{nameHeader}</th>
              <th scope="col">Visitors</th>
              {withPageviews && <th scope="col">Pageviews</th>}
              {previous && <th scope="col">{previous.label}</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row" className="visits-table__name">
                  {row.label}
                </th>
                <td>{formatCount(row.visitors)}</td>
                {withPageviews && <td>{row.pageviews === undefined ? '—' : formatCount(row.pageviews)}</td>}
                {previous && (
                  <td>{previousVisitors.has(row.key) ? formatCount(previousVisitors.get(row.key)!) : '—'}</td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}

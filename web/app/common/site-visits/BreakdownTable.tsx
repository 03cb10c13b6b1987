import { counted, formatCount } from './visit-words'
import './site-visits.css'

export interface BreakdownRow {
  /** What the row is matched by across ranges: a path, a source, a country code. */
  key: string
  label: string
  visitors: number
  /** A page's; shown under its name, so the figures keep to two columns on a phone. */
  pageviews?: number
}

/**
 * One of a range's top lists (pages, sources, devices, countries, browsers) as a table of visitors, most
 * first; with `previous`, a column of the same rows' visitors in the range before ("—": not in its list).
 */
export function BreakdownTable({
  title,
  nameHeader,
  rows,
  visitorsHeader = 'Visitors',
  previous,
  level = 5,
}: {
  title: string
  nameHeader: string
  rows: BreakdownRow[]
  /** The heading of the visitors' column: "This month" beside last month's. */
  visitorsHeader?: string
  previous?: { label: string; rows: BreakdownRow[] }
  /** The heading's level under the page's outline: h5 on the dashboard, h3 in a report. */
  level?: 3 | 4 | 5
}) {
  const Heading = `h${level}` as const
  const previousVisitors = new Map(previous?.rows.map((row) => [row.key, row.visitors]))
  return (
    <section className="visits-breakdown">
      <Heading>{title}</Heading>
      {rows.length === 0 ? (
        <p className="field-hint">None yet.</p>
      ) : (
        <div className="table-scroll">
          <table className="visits-table">
            <thead>
              <tr>
                <th scope="col">{nameHeader}</th>
                <th scope="col">{visitorsHeader}</th>
                {previous && <th scope="col">{previous.label}</th>}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row" className="visits-table__name">
                    {row.label}
                    {row.pageviews !== undefined && (
                      <>
                        {' '}
                        <span className="visits-table__detail">{counted(row.pageviews, 'pageview')}</span>
                      </>
                    )}
                  </th>
                  <td>{formatCount(row.visitors)}</td>
                  {previous && (
                    <td>
                      {previousVisitors.has(row.key) ? formatCount(previousVisitors.get(row.key)!) : '—'}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}

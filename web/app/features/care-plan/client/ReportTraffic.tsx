import { useId } from 'react'
import { BreakdownTable } from '#app/common/site-visits/BreakdownTable.tsx'
import { pageRows, sourceRows } from '#app/common/site-visits/breakdowns.ts'
import { changeWords, formatCount } from '#app/common/site-visits/visit-words.ts'
import { VitalsTable } from '#app/common/site-visits/VitalsTable.tsx'
import type { Report } from './care-plan-api'
import { formatMonth } from './format'
import './site-analytics.css'

/** The month before a 'YYYY-MM' month, the same way. */
function monthBefore(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number]
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`
}

/**
 * A monthly report's traffic (docs/portal.md#monthly-reports): visitors and pageviews beside the month
 * before's with the change in words, the two as bars (this month solid, the month before outlined and
 * hatched, so they print apart in black and white), the top pages and sources, and the month's vitals.
 */
export function ReportTraffic({ report }: { report: Report }) {
  const { traffic } = report
  const month = formatMonth(report.month)
  const previousMonth = formatMonth(monthBefore(report.month))
  return (
    <section aria-labelledby="report-traffic" className="report-traffic">
      <h2 id="report-traffic">Visits</h2>
      {traffic.pageviews === 0 && traffic.previous === null ? (
        <p>
          No visits recorded in {month} or {previousMonth}. The figures start with the first visit after the
          studio adds its one-line snippet to the site’s pages.
        </p>
      ) : (
        <>
          <table className="portal-table">
            <caption className="visually-hidden">
              Visitors and pageviews in {month}, beside {previousMonth}
            </caption>
            <thead>
              <tr>
                <td />
                <th scope="col">{month}</th>
                <th scope="col">Beside {previousMonth}</th>
              </tr>
            </thead>
            <tbody>
              {(['visitors', 'pageviews'] as const).map((figure) => (
                <tr key={figure}>
                  <th scope="row">{figure === 'visitors' ? 'Visitors' : 'Pageviews'}</th>
                  <td>{formatCount(traffic[figure])}</td>
                  {/* The change names last month's figure too ("up 25% from 80"): three columns fit a phone. */}
                  <td>{changeWords(traffic[figure], traffic.previous?.[figure] ?? null)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <TrafficBars report={report} month={month} previousMonth={previousMonth} />
          <div className="visits-breakdowns">
            <BreakdownTable title="Top pages" nameHeader="Page" rows={pageRows(traffic.pages)} level={3} />
            <BreakdownTable
              title="Sources"
              nameHeader="Source"
              rows={sourceRows(traffic.sources)}
              level={3}
            />
          </div>
        </>
      )}
      <h3>Speed for visitors</h3>
      <p className="field-hint">
        What three in four page views in {month} met or beat (the 75th percentile), with Google’s word for it.
      </p>
      <VitalsTable
        caption={`Core Web Vitals, ${month}`}
        columns={[{ label: month, vitals: report.vitals }]}
      />
    </section>
  )
}

/**
 * Visitors and pageviews as bars, a row each with its words: this month's solid, the month before's
 * outlined and hatched. The table above has the figures; the caption says the change.
 */
function TrafficBars({
  report,
  month,
  previousMonth,
}: {
  report: Report
  month: string
  previousMonth: string
}) {
  const id = useId()
  const { traffic } = report
  const highest = Math.max(1, traffic.pageviews, traffic.previous?.pageviews ?? 0)
  const rows = (['visitors', 'pageviews'] as const).flatMap((figure) => {
    const name = figure === 'visitors' ? 'Visitors' : 'Pageviews'
    const before = traffic.previous?.[figure] ?? 0
    return [
      {
        key: `${figure}-now`,
        label: `${name}, ${month}: ${formatCount(traffic[figure])}`,
        value: traffic[figure],
        hatched: false,
      },
      {
        key: `${figure}-before`,
        label: `${name}, ${previousMonth}: ${formatCount(before)}`,
        value: before,
        hatched: true,
      },
    ]
  })
  const summary =
    `Visitors ${changeWords(traffic.visitors, traffic.previous?.visitors ?? null)}; pageviews ` +
    `${changeWords(traffic.pageviews, traffic.previous?.pageviews ?? null)}.`
  return (
    <figure className="report-traffic__bars">
      <div aria-hidden="true">
        {rows.map((row) => (
          <div key={row.key} className="report-traffic__row">
            <span>{row.label}</span>
            <svg viewBox="0 0 100 10" preserveAspectRatio="none">
              {row.hatched && (
                <pattern id={`${id}-${row.key}`} patternUnits="userSpaceOnUse" width="3" height="3">
                  <path d="M0,3 L3,0" className="report-traffic__hatch" />
                </pattern>
              )}
              <rect
                className="report-traffic__bar"
                x="0.5"
                y="0.5"
                width={Math.max(0.5, (row.value / highest) * 99)}
                height="9"
                style={row.hatched ? { fill: `url(#${id}-${row.key})` } : undefined}
              />
            </svg>
          </div>
        ))}
      </div>
      <figcaption>{summary}</figcaption>
    </figure>
  )
}

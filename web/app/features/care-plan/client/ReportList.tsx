import { Link } from 'react-router'
import { reportPagePath } from '@studio/api/contract/portal-work'
import type { ReportSummary } from './care-plan-api'
import { formatMonth } from './format'

/** Monthly reports, newest month first, each a link to its page; drafts say so (the admin's list). */
export function ReportList({ reports }: { reports: ReportSummary[] }) {
  return (
    <ul className="portal-list">
      {reports.map((report) => (
        <li key={report.id} className="portal-list__row">
          <Link to={reportPagePath(report.id)}>
            {report.siteName}, {formatMonth(report.month)}
          </Link>
          {report.publishedAt === null && (
            <>
              {' '}
              <span className="status-pill status-pill--pending">Draft</span>
            </>
          )}
        </li>
      ))}
    </ul>
  )
}

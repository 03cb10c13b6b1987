import { useParams } from 'react-router'
import { useAuth } from '#app/session/AuthProvider.tsx'
import { idFromAddress, ThingNotFound } from '#app/features/care-plan/client/PageRead.tsx'
import { BackLink } from '#app/features/care-plan/client/StudioPage.tsx'
import { ReportView } from '#app/features/care-plan/client/ReportView.tsx'
import { pageMeta } from '#app/seo/page-meta.ts'
import { RouteErrorBoundary } from '#app/site/RouteErrorBoundary.tsx'
import '#app/features/care-plan/client/portal.css'
import '#app/features/care-plan/client/report.css'
import type { Route } from './+types/report'

// Under the signed-in layout (routes/portal/layout.tsx): one monthly report, printable (docs/portal.md).
// The markdown renderer and sanitiser load with this page only.
export default function ReportPage() {
  const { isAdmin } = useAuth()
  const id = idFromAddress(useParams().id)
  return (
    <div className="container page">
      <BackLink isAdmin={isAdmin} adminList="/dashboard/reports" adminLabel="Back to the reports" />
      {id === null ? <ThingNotFound thing="report" /> : <ReportView reportId={id} isAdmin={isAdmin} />}
    </div>
  )
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: '/dashboard/reports',
    title: 'Monthly Report',
    description: 'A monthly care plan report: uptime, outages, the audit, requests done and the roadmap.',
    keywords: ['care plan', 'monthly report'],
    noindex: true,
  })

export const ErrorBoundary = RouteErrorBoundary

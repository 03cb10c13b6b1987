import { useAuth } from '#app/session/AuthProvider.tsx'
import { ReportDrafts } from '#app/features/care-plan/client/ReportDrafts.tsx'
import { StudioPage } from '#app/features/care-plan/client/StudioPage.tsx'
import { pageMeta } from '#app/seo/page-meta.ts'
import { RouteErrorBoundary } from '#app/site/RouteErrorBoundary.tsx'
import '#app/features/care-plan/client/portal.css'
import type { Route } from './+types/reports'

// Under the signed-in layout (routes/portal/layout.tsx); the admin's monthly reports (docs/portal.md).
export default function ReportsPage() {
  const { isAdmin } = useAuth()
  return (
    <StudioPage
      title="Monthly Reports"
      intro="Drafts wait for a roadmap; publishing one mails the client a link."
      isAdmin={isAdmin}
    >
      <ReportDrafts />
    </StudioPage>
  )
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: '/dashboard/reports',
    title: 'Monthly Reports',
    description: 'Monthly care plan reports: drafts and published ones.',
    keywords: ['care plan', 'monthly report'],
    noindex: true,
  })

export const ErrorBoundary = RouteErrorBoundary

import { Link } from 'react-router'
import { useAuth } from '#app/features/accounts/client/AuthProvider.tsx'
import { loginLinkFor } from '#app/features/accounts/shared/return-path.ts'
import { HouseholdChecklist } from '#app/features/bills/client/HouseholdChecklist.tsx'
import { freeWebApplication } from '#app/seo/free-web-application.ts'
import { pageMeta } from '#app/seo/page-meta.ts'
import { RouteErrorBoundary } from '#app/site/RouteErrorBoundary.tsx'

export default function BillsChecklistPage() {
  const { isAuthenticated, loading } = useAuth()
  if (loading) {
    return (
      <div className="container page narrow" aria-busy="true">
        <p>Checking your session…</p>
      </div>
    )
  }
  if (!isAuthenticated) {
    return (
      <div className="container page narrow">
        <h1>Hold Up</h1>
        <p>The bills checklist is only for logged-in users.</p>
        <Link className="btn" to={loginLinkFor('/bcl')}>
          Login Now
        </Link>
      </div>
    )
  }
  return (
    <div className="container page">
      <header className="page-header">
        <h1>Bills Checklist</h1>
        <p>What the household owes this month, soonest first. Paid bills turn green, late ones red.</p>
      </header>
      <HouseholdChecklist />
    </div>
  )
}

export function meta() {
  return pageMeta({
    path: '/bcl',
    title: 'Bills Checklist',
    description: 'A free household bills checklist for two, sorted by due date.',
    keywords: ['bills checklist', 'household bills', 'due dates', 'bill tracker'],
    kind: 'WebApplication',
    pageFacts: freeWebApplication,
    noindex: true,
  })
}

export const ErrorBoundary = RouteErrorBoundary

import { Link } from 'react-router'
import { useAuth } from '#app/session/AuthProvider.tsx'
import { SignOutEverywhere } from '#app/features/accounts/client/SignOutEverywhere.tsx'
import { AdminDashboard } from '#app/features/dashboard/client/AdminDashboard.tsx'
import { CarePlanAdminNav } from '#app/features/care-plan/client/CarePlanAdminNav.tsx'
import { ClientCarePlan } from '#app/features/care-plan/client/ClientCarePlan.tsx'
import { pageMeta } from '#app/seo/page-meta.ts'
import { RouteErrorBoundary } from '#app/site/RouteErrorBoundary.tsx'
import '#app/features/dashboard/client/dashboard.css'
import '#app/features/care-plan/client/portal.css'
import type { Route } from './+types/dashboard'

// Under the signed-in layout (routes/portal/layout.tsx): only a signed-in visitor gets this far.
export default function Dashboard() {
  const { isAdmin, username } = useAuth()
  const role = isAdmin ? 'Admin' : 'Client'
  return (
    <div className="container page">
      <header className="page-header">
        <h1>Welcome, {username ?? role}</h1>
        <p>
          Signed in as <strong>{role}</strong>
        </p>
        <p>
          <Link to="/bcl">Your bills checklist</Link>
        </p>
        {isAdmin && <CarePlanAdminNav />}
        <SignOutEverywhere />
      </header>
      {isAdmin ? <AdminDashboard /> : <ClientCarePlan />}
    </div>
  )
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: '/dashboard',
    title: 'Dashboard',
    description:
      'Your client dashboard: your sites, project milestones, update requests and monthly reports.',
    keywords: ['client dashboard', 'projects', 'messages', 'client portal'],
    noindex: true,
  })

export const ErrorBoundary = RouteErrorBoundary

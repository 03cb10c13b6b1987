import { Link } from 'react-router'
import { useAuth } from '#app/features/accounts/client/AuthProvider.tsx'
import { SignOutEverywhere } from '#app/features/accounts/client/SignOutEverywhere.tsx'
import { AdminDashboard } from '#app/features/dashboard/client/AdminDashboard.tsx'
import { ClientPortal } from '#app/features/dashboard/client/ClientPortal.tsx'
import { pageMeta } from '#app/seo/page-meta.ts'
import { RouteErrorBoundary } from '#app/site/RouteErrorBoundary.tsx'
import '#app/features/dashboard/client/dashboard.css'

export default function Dashboard() {
  const { isAuthenticated, isAdmin, username, loading } = useAuth()
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
        <h1>Secure Area</h1>
        <p>The dashboard is for signed-in clients. Log in to see your projects and messages.</p>
        <Link className="btn" to="/login">
          Go to Login
        </Link>
      </div>
    )
  }
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
        <SignOutEverywhere />
      </header>
      {isAdmin ? <AdminDashboard /> : <ClientPortal />}
    </div>
  )
}

export function meta() {
  return pageMeta({
    path: '/dashboard',
    title: 'Dashboard',
    description: 'Your client dashboard: projects, messages and studio updates.',
    keywords: ['client dashboard', 'projects', 'messages', 'client portal'],
    noindex: true,
  })
}

export const ErrorBoundary = RouteErrorBoundary

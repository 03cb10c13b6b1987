import { useParams } from 'react-router'
import { useAuth } from '#app/session/AuthProvider.tsx'
import { idFromAddress, ThingNotFound } from '#app/features/care-plan/client/PageRead.tsx'
import { SiteView } from '#app/features/care-plan/client/SiteView.tsx'
import { BackLink } from '#app/features/care-plan/client/StudioPage.tsx'
import { pageMeta } from '#app/seo/page-meta.ts'
import { RouteErrorBoundary } from '#app/site/RouteErrorBoundary.tsx'
import '#app/features/care-plan/client/portal.css'
import type { Route } from './+types/site'

// Under the signed-in layout (routes/portal/layout.tsx): one site under care, for its client and the
// studio alike (docs/portal.md#what-clients-see).
export default function SitePage() {
  const { isAdmin } = useAuth()
  const id = idFromAddress(useParams().id)
  return (
    <div className="container page">
      <BackLink isAdmin={isAdmin} adminList="/dashboard/clients" adminLabel="Back to clients and sites" />
      {id === null ? <ThingNotFound thing="site" /> : <SiteView siteId={id} isAdmin={isAdmin} />}
    </div>
  )
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: '/dashboard/sites',
    title: 'Site Under Care',
    description: 'A site under care: its status, uptime, response times, outages, certificate and audit.',
    keywords: ['care plan', 'site monitoring'],
    noindex: true,
  })

export const ErrorBoundary = RouteErrorBoundary

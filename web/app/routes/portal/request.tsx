import { useParams } from 'react-router'
import { useAuth } from '#app/session/AuthProvider.tsx'
import { idFromAddress, ThingNotFound } from '#app/features/care-plan/client/PageRead.tsx'
import { BackLink } from '#app/features/care-plan/client/StudioPage.tsx'
import { RequestThread } from '#app/features/care-plan/client/RequestThread.tsx'
import { pageMeta } from '#app/seo/page-meta.ts'
import { RouteErrorBoundary } from '#app/site/RouteErrorBoundary.tsx'
import '#app/features/care-plan/client/portal.css'
import type { Route } from './+types/request'

// Under the signed-in layout (routes/portal/layout.tsx): one update request's thread (docs/portal.md).
export default function RequestPage() {
  const { isAdmin } = useAuth()
  const id = idFromAddress(useParams().id)
  return (
    <div className="container page">
      <BackLink isAdmin={isAdmin} adminList="/dashboard/requests" adminLabel="Back to the requests inbox" />
      {id === null ? <ThingNotFound thing="request" /> : <RequestThread requestId={id} isAdmin={isAdmin} />}
    </div>
  )
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: '/dashboard/requests',
    title: 'Update Request',
    description: 'An update request and its thread with the studio.',
    keywords: ['care plan', 'update request'],
    noindex: true,
  })

export const ErrorBoundary = RouteErrorBoundary

import { useAuth } from '#app/session/AuthProvider.tsx'
import { RequestInbox } from '#app/features/care-plan/client/RequestInbox.tsx'
import { StudioPage } from '#app/features/care-plan/client/StudioPage.tsx'
import { pageMeta } from '#app/seo/page-meta.ts'
import { RouteErrorBoundary } from '#app/site/RouteErrorBoundary.tsx'
import '#app/features/care-plan/client/portal.css'
import type { Route } from './+types/requests'

// Under the signed-in layout (routes/portal/layout.tsx); the admin's requests inbox (docs/portal.md).
export default function RequestsInboxPage() {
  const { isAdmin } = useAuth()
  return (
    <StudioPage
      title="Requests Inbox"
      intro="Every request not done yet, the one waiting longest for an answer first; done ones on their own list."
      isAdmin={isAdmin}
    >
      <RequestInbox />
    </StudioPage>
  )
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: '/dashboard/requests',
    title: 'Requests Inbox',
    description: "Clients' update requests waiting for the studio.",
    keywords: ['care plan', 'update requests'],
    noindex: true,
  })

export const ErrorBoundary = RouteErrorBoundary

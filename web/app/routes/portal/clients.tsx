import { useAuth } from '#app/session/AuthProvider.tsx'
import { ClientsAdmin } from '#app/features/care-plan/client/ClientsAdmin.tsx'
import { StudioPage } from '#app/features/care-plan/client/StudioPage.tsx'
import { pageMeta } from '#app/seo/page-meta.ts'
import { RouteErrorBoundary } from '#app/site/RouteErrorBoundary.tsx'
import '#app/features/care-plan/client/portal.css'
import type { Route } from './+types/clients'

// Under the signed-in layout (routes/portal/layout.tsx); the admin's Clients view (docs/portal.md).
export default function ClientsPage() {
  const { isAdmin } = useAuth()
  return (
    <StudioPage
      title="Clients and Sites"
      intro="Link a client's site to watch it; keep each client's milestones."
      isAdmin={isAdmin}
    >
      <ClientsAdmin />
    </StudioPage>
  )
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: '/dashboard/clients',
    title: 'Clients and Sites',
    description: "The studio's clients on the care plan, their sites under watch and their milestones.",
    keywords: ['care plan', 'clients', 'site monitoring'],
    noindex: true,
  })

export const ErrorBoundary = RouteErrorBoundary

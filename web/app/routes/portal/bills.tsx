import type { SignedInPageHandle } from '#app/features/accounts/client/SignedInOnly.tsx'
import { HouseholdChecklist } from '#app/features/bills/client/HouseholdChecklist.tsx'
import { freeWebApplication } from '#app/seo/free-web-application.ts'
import { pageMeta } from '#app/seo/page-meta.ts'
import { RouteErrorBoundary } from '#app/site/RouteErrorBoundary.tsx'
import type { Route } from './+types/bills'

// Under the signed-in layout (routes/portal/layout.tsx), with the checklist's own signed-out notice.
export const handle: SignedInPageHandle = {
  signedOutNotice: {
    title: 'Hold Up',
    message: 'The bills checklist is only for logged-in users.',
    action: 'Login Now',
  },
}

export default function BillsChecklistPage() {
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

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: '/bcl',
    title: 'Bills Checklist',
    description: 'A free household bills checklist for two, sorted by due date.',
    keywords: ['bills checklist', 'household bills', 'due dates', 'bill tracker'],
    kind: 'WebApplication',
    pageFacts: freeWebApplication,
    noindex: true,
  })

export const ErrorBoundary = RouteErrorBoundary

import { Outlet, useLocation, useMatches } from 'react-router'
import {
  SignedInOnly,
  type SignedInPageHandle,
  type SignedOutNotice,
} from '#app/features/accounts/client/SignedInOnly.tsx'
import { RouteErrorBoundary } from '#app/site/RouteErrorBoundary.tsx'

// The layout of the client portal's pages (routes.ts nests them under it): each is for signed-in people
// only (docs/product.md#dashboard, docs/product.md#bills-checklist). A page with its own words for
// signed-out visitors exports `handle: SignedInPageHandle`; the others get the portal's notice.

const portalNotice: SignedOutNotice = {
  title: 'Secure Area',
  message: 'The dashboard is for signed-in clients. Log in to see your projects and messages.',
  action: 'Go to Login',
}

export default function SignedInLayout() {
  const { pathname } = useLocation()
  const pageNotice = useMatches()
    .map((match) => (match.handle as SignedInPageHandle | undefined)?.signedOutNotice)
    .findLast((notice) => notice !== undefined)
  return (
    <SignedInOnly notice={pageNotice ?? portalNotice} returnPath={pathname}>
      <Outlet />
    </SignedInOnly>
  )
}

export const ErrorBoundary = RouteErrorBoundary

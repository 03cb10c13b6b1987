import { LoginScreen } from '#app/features/accounts/client/LoginScreen.tsx'
import { pageMeta } from '#app/seo/page-meta.ts'
import { siteConfig } from '#app/site/config.ts'
import { RouteErrorBoundary } from '#app/site/RouteErrorBoundary.tsx'
import type { Route } from './+types/login'

export default function Login() {
  return <LoginScreen />
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: '/login',
    title: 'Client Login',
    description: `Sign in to the ${siteConfig.siteName} client area to see your dashboard, messages and bills checklist.`,
    keywords: ['client login', 'sign in', 'client portal', siteConfig.siteName],
  })

export const ErrorBoundary = RouteErrorBoundary

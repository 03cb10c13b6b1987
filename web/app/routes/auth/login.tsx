import { LoginScreen } from '#app/features/accounts/client/LoginScreen.tsx'
import { pageMeta } from '#app/seo/page-meta.ts'
import { siteConfig } from '#app/site/config.ts'
import { RouteErrorBoundary } from '#app/site/RouteErrorBoundary.tsx'

export default function Login() {
  return <LoginScreen />
}

export function meta() {
  return pageMeta({
    path: '/login',
    title: 'Client Login',
    description: `Sign in to the ${siteConfig.siteName} client area to see your dashboard, messages and bills checklist.`,
    keywords: ['client login', 'sign in', 'client portal', siteConfig.siteName],
  })
}

export const ErrorBoundary = RouteErrorBoundary

import { RegisterForm } from '#app/features/accounts/client/RegisterForm.tsx'
import { pageMeta } from '#app/seo/page-meta.ts'
import { siteConfig } from '#app/site/config.ts'
import { RouteErrorBoundary } from '#app/site/RouteErrorBoundary.tsx'
import type { Route } from './+types/register'

export default function Register() {
  return (
    <div className="container page narrow">
      <header className="page-header">
        <h1>Join the Crew</h1>
        <p>Create a client account for the {siteConfig.siteName} portal.</p>
      </header>
      <div className="card">
        <RegisterForm showLoginLink />
      </div>
    </div>
  )
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: '/register',
    title: 'Create an Account',
    description: `Create a free client account for the ${siteConfig.siteName} portal.`,
    keywords: ['create account', 'register', 'client portal', siteConfig.siteName],
  })

export const ErrorBoundary = RouteErrorBoundary

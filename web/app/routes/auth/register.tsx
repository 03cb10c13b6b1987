import { RegisterForm } from '../../features/accounts/client/RegisterForm'
import { pageMeta } from '../../seo/page-meta'
import { siteConfig } from '../../site/config'
import { RouteErrorBoundary } from '../../site/RouteErrorBoundary'

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

export function meta() {
  return pageMeta({
    path: '/register',
    title: 'Create an Account',
    description: `Create a free client account for the ${siteConfig.siteName} portal.`,
    keywords: ['create account', 'register', 'client portal', siteConfig.siteName],
  })
}

export const ErrorBoundary = RouteErrorBoundary

import { ResetPasswordForm } from '#app/features/accounts/client/ResetPasswordForm.tsx'
import { pageMeta } from '#app/seo/page-meta.ts'
import { RouteErrorBoundary } from '#app/site/RouteErrorBoundary.tsx'
import type { Route } from './+types/reset-password'

export default function ResetPassword() {
  return (
    <div className="container page narrow">
      <header className="page-header">
        <h1>Reset Password</h1>
        <p>Choose a new password for your client account.</p>
      </header>
      <ResetPasswordForm />
    </div>
  )
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: '/reset-password',
    title: 'Reset Password',
    description: 'Choose a new password for your client account.',
    keywords: ['reset password', 'new password', 'client account'],
    noindex: true,
  })

export const ErrorBoundary = RouteErrorBoundary

import { ResetPasswordForm } from '../../features/accounts/client/ResetPasswordForm'
import { pageMeta } from '../../seo/page-meta'
import { RouteErrorBoundary } from '../../site/RouteErrorBoundary'

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

export function meta() {
  return pageMeta({
    path: '/reset-password',
    title: 'Reset Password',
    description: 'Choose a new password for your client account.',
    keywords: ['reset password', 'new password', 'client account'],
    noindex: true,
  })
}

export const ErrorBoundary = RouteErrorBoundary

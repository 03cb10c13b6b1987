import { useState } from 'react'
import { ForgotPasswordPanel } from '#app/features/accounts/client/ForgotPasswordPanel.tsx'
import { LoginForm } from '#app/features/accounts/client/LoginForm.tsx'
import { RegisterForm } from '#app/features/accounts/client/RegisterForm.tsx'
import { SignInLinkOption } from '#app/features/accounts/client/SignInLinkOption.tsx'
import { pageMeta } from '#app/seo/page-meta.ts'
import { siteConfig } from '#app/site/config.ts'
import { RouteErrorBoundary } from '#app/site/RouteErrorBoundary.tsx'

export default function Login() {
  // A fresh account from the form beside: its username is carried into the login form.
  const [registeredUsername, setRegisteredUsername] = useState('')

  return (
    <div className="container page">
      <div className="auth-layout">
        <div className="auth-column">
          <section className="card" aria-labelledby="login-title">
            <h1 id="login-title">Login</h1>
            <p>Clients of {siteConfig.siteName} sign in here to see their dashboard.</p>
            <LoginForm
              key={registeredUsername}
              labelledBy="login-title"
              initialUsername={registeredUsername}
            />
            <ForgotPasswordPanel />
          </section>
          <SignInLinkOption />
        </div>
        <section className="card" aria-labelledby="join-title">
          <h2 id="join-title">New here? Join the Crew</h2>
          <RegisterForm onSuccess={setRegisteredUsername} />
        </section>
      </div>
    </div>
  )
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

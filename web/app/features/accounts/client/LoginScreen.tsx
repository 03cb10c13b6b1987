import { useState } from 'react'
import { siteConfig } from '#app/site/config.ts'
import { ForgotPasswordPanel } from './ForgotPasswordPanel'
import { LoginForm } from './LoginForm'
import { RegisterForm } from './RegisterForm'
import { SignInLinkOption } from './SignInLinkOption'

/** /login: the login form with its two ways back in (a reset, a sign-in link) beside the registration form. */
export function LoginScreen() {
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

import { useEffect, useRef, useState } from 'react'
import { Link, useLocation, useSearchParams } from 'react-router'
import { siteConfig } from '#app/site/config.ts'
import { returnParam, returnPathAfterSignIn } from '#app/session/return-path.ts'
import { useAuth, type SignedOutState } from '#app/session/AuthProvider.tsx'
import { ForgotPasswordPanel } from './ForgotPasswordPanel'
import { FormMessage, type FormMessageState } from './FormMessage'
import { LoginForm } from './LoginForm'
import { RegisterForm } from './RegisterForm'
import { SignInLinkOption } from './SignInLinkOption'
import { useSignInLinkFromAddress } from './use-sign-in-link'

/**
 * /login: the login form with its two ways back in (a reset, a sign-in link) beside the registration form.
 * Above them, the word this visit came with (a sign-in link being spent or refused, a session that ended
 * in another tab); a person already signed in is told so instead, with a way on.
 */
export function LoginScreen() {
  const { isAuthenticated } = useAuth()
  const { state } = useLocation()
  const linkMessage = useSignInLinkFromAddress()
  const signedOutBecause = (state as Partial<SignedOutState> | null)?.signedOutBecause
  // A fresh account from the form beside: its username is carried into the login form.
  const [registeredUsername, setRegisteredUsername] = useState('')

  if (isAuthenticated) return <AlreadySignedIn />
  const notice: FormMessageState | null =
    linkMessage ?? (signedOutBecause ? { tone: 'info', text: signedOutBecause } : null)
  return (
    <div className="container page">
      <ScreenNotice message={notice} />
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

/**
 * The screen's one message, first on the page (on a phone, in the first screen) and focused when it
 * appears or changes, so a screen reader reads it out and a keyboard starts from it.
 */
function ScreenNotice({ message }: { message: FormMessageState | null }) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (message) box.current?.focus()
  }, [message])
  if (!message) return null
  return (
    <div ref={box} tabIndex={-1} className="screen-notice">
      <FormMessage message={message} />
    </div>
  )
}

/** /login for a person who is signed in already: who they are, where to go on, and a way to log out. */
function AlreadySignedIn() {
  const { username, logout } = useAuth()
  const [searchParams] = useSearchParams()
  const next = returnPathAfterSignIn(searchParams.get(returnParam))
  return (
    <div className="container page narrow">
      <section className="card" aria-labelledby="signed-in-title">
        <h1 id="signed-in-title">You are signed in</h1>
        <p>
          You are signed in{username ? ` as ${username}` : ''}. To sign in as someone else, log out first.
        </p>
        <div className="btn-row">
          <Link className="btn" to={next}>
            {next === '/dashboard' ? 'Go to your dashboard' : 'Continue where you were'}
          </Link>
          <button type="button" className="btn btn--secondary" onClick={() => logout()}>
            Log out
          </button>
        </div>
      </section>
    </div>
  )
}

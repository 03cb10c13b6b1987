import { useEffect, useRef, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { useAuth } from './AuthProvider'
import { requestSignInLink, signInWithLink } from './accounts-api'
import { EmailLinkForm } from './EmailLinkForm'
import { FormMessage, type FormMessageState } from './FormMessage'

/**
 * The extra sign-in option under the login form: a one-time link by email (15 minutes, single use).
 * Opening that link lands on /login?token=...; this block spends the token and signs the user in.
 */
export function SignInLinkOption() {
  const [message, setMessage] = useState<FormMessageState | null>(null)
  const [searchParams, setSearchParams] = useSearchParams()
  const auth = useAuth()
  const navigate = useNavigate()
  const linkToken = searchParams.get('token')
  const redeemed = useRef<string | null>(null)

  useEffect(() => {
    if (!linkToken || redeemed.current === linkToken) return
    redeemed.current = linkToken
    // The token leaves the address bar (and the history) before anything else happens.
    setSearchParams({}, { replace: true })
    setMessage({ tone: 'info', text: 'Signing you in...' })
    void signInWithLink(linkToken).then(async (outcome) => {
      if (!outcome.ok) {
        setMessage({ tone: 'error', text: outcome.error ?? 'Something went wrong. Please try again later.' })
        return
      }
      await auth.login(outcome.data.token)
      navigate('/dashboard')
    })
  }, [linkToken, setSearchParams, auth, navigate])

  return (
    <section className="auth-option card" aria-labelledby="sign-in-link-title">
      <h2 id="sign-in-link-title">Sign in with an email link</h2>
      <p>No password handy? We’ll email you a link that signs you in once and expires in 15 minutes.</p>
      <EmailLinkForm
        label="Email me a sign-in link"
        buttonLabel="Email me a sign-in link"
        send={requestSignInLink}
        onResult={(outcome) =>
          setMessage(
            outcome.ok
              ? { tone: 'success', text: outcome.data.success ?? 'Check your email for your sign-in link.' }
              : { tone: 'error', text: outcome.error ?? 'An error occurred. Please try again.' },
          )
        }
      />
      <FormMessage message={message} />
    </section>
  )
}

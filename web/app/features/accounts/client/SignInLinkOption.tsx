import { useState } from 'react'
import { requestSignInLink } from './accounts-api'
import { EmailLinkForm } from './EmailLinkForm'
import { FormMessage, type FormMessageState } from './FormMessage'

/**
 * The extra sign-in option under the login form: a one-time link by email (15 minutes, single use).
 * Opening that link is handled by the login screen (use-sign-in-link.ts).
 */
export function SignInLinkOption() {
  const [message, setMessage] = useState<FormMessageState | null>(null)

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

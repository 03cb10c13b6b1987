import { useEffect, useState, type FormEvent } from 'react'
import { useSearchParams } from 'react-router'
import { useHydrated } from '#app/common/ui/use-hydrated.ts'
import { resetPassword } from './accounts-api'
import { TextField } from '#app/common/ui/TextField.tsx'
import { FormMessage, type FormMessageState } from './FormMessage'
import { useRedirectLater } from './use-redirect-later'
import { useAuth } from '#app/session/AuthProvider.tsx'

export const resetRedirectMs = 2000

/**
 * New password twice, for the token in the query string; both outcomes lead to /login after 2 s. The token
 * is read once and then taken out of the address bar (and this page's history entry), so it is not copied,
 * bookmarked or screenshotted by accident.
 */
export function ResetPasswordForm() {
  const [searchParams] = useSearchParams()
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [submitting, setSubmitting] = useState(false)
  const [message, setMessage] = useState<FormMessageState | null>(null)
  const redirectLater = useRedirectLater()
  const hydrated = useHydrated()
  const auth = useAuth()
  // Read once, on the first render: the address bar loses it right after, and submit still needs it.
  const [token] = useState(() => searchParams.get('token'))
  useEffect(() => {
    if (!token) return
    // Straight through the History API: a router navigation would re-render the page for nothing. The
    // router's own location keeps the token, and this form never reads it from there again.
    const address = new URL(window.location.href)
    address.searchParams.delete('token')
    window.history.replaceState(window.history.state, '', address)
  }, [token])

  // Known only after hydration: the prerendered page never has a query string.
  const tokenMissing = hydrated && !token
  useEffect(() => {
    if (tokenMissing) redirectLater('/login', resetRedirectMs)
  }, [tokenMissing, redirectLater])
  const shownMessage: FormMessageState | null = tokenMissing
    ? { tone: 'error', text: 'Invalid or missing reset token.' }
    : message

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!token) return
    if (password !== confirmation) {
      setMessage({ tone: 'error', text: 'Passwords do not match.' })
      return
    }
    setSubmitting(true)
    setMessage(null)
    const outcome = await resetPassword(token, password)
    setSubmitting(false)
    if (!outcome.ok) {
      setMessage({ tone: 'error', text: outcome.error ?? 'An error occurred. Please try again.' })
      return
    }
    setPassword('')
    setConfirmation('')
    // The reset ended every session of the account: if this browser had one, its tabs learn why.
    void auth.recheckSession()
    setMessage({ tone: 'success', text: 'Password reset successful. Redirecting to login...' })
    redirectLater('/login', resetRedirectMs)
  }

  return (
    <form className="form card" method="post" onSubmit={submit} aria-label="Reset password">
      <TextField
        required
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        hint="At least 8 characters."
      />
      <TextField
        required
        label="Confirm new password"
        name="confirmation"
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={setConfirmation}
      />
      <FormMessage message={shownMessage} />
      <div>
        <button className="btn" type="submit" disabled={submitting || !hydrated || !token}>
          {submitting ? 'Submitting...' : 'Reset Password'}
        </button>
      </div>
    </form>
  )
}

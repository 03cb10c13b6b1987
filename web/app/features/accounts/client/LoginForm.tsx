import { useState, type FormEvent } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { useAuth } from '#app/session/AuthProvider.tsx'
import { useHydrated } from '#app/common/ui/use-hydrated.ts'
import { login } from './accounts-api'
import { returnParam, returnPathAfterSignIn } from '#app/session/return-path.ts'
import { TextField } from '#app/common/ui/TextField.tsx'
import { FormMessage, type FormMessageState } from './FormMessage'

/**
 * Username and password; on success the session starts and the user goes back to the page that sent them
 * here (`?next=`, a path on this site only), else to /dashboard.
 */
export function LoginForm({
  labelledBy,
  initialUsername = '',
}: {
  labelledBy: string
  initialUsername?: string
}) {
  const [username, setUsername] = useState(initialUsername)
  const [password, setPassword] = useState('')
  const [submitting, setSubmitting] = useState(false)
  const [message, setMessage] = useState<FormMessageState | null>(null)
  const auth = useAuth()
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const hydrated = useHydrated()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSubmitting(true)
    setMessage(null)
    const outcome = await login(username, password)
    if (!outcome.ok) {
      setSubmitting(false)
      // 403 is about the account's state, not a mistake: shown as information (docs/product.md#login).
      if (outcome.status === 403 && outcome.error) setMessage({ tone: 'info', text: outcome.error })
      else
        setMessage({ tone: 'error', text: outcome.error ?? 'Something went wrong. Please try again later.' })
      return
    }
    await auth.login(outcome.data.token)
    navigate(returnPathAfterSignIn(searchParams.get(returnParam)))
  }

  return (
    <form className="form" method="post" onSubmit={submit} aria-labelledby={labelledBy}>
      <TextField
        required
        label="Username"
        name="username"
        autoComplete="username"
        value={username}
        onChange={setUsername}
      />
      <TextField
        required
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
      />
      <FormMessage message={message} />
      <div>
        <button className="btn" type="submit" disabled={submitting || !hydrated}>
          Login
        </button>
      </div>
    </form>
  )
}

import { useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { useHydrated } from '#app/common/ui/use-hydrated.ts'
import { register } from './accounts-api'
import { TextField } from '#app/common/ui/TextField.tsx'
import { FormMessage, type FormMessageState } from './FormMessage'
import { useRedirectLater } from './use-redirect-later'

const empty = { username: '', email: '', password: '' }
export const registrationRedirectMs = 3000

export interface RegisterFormProps {
  /** Replaces the redirect to /login (the form embedded on the login screen). */
  onSuccess?: (username: string) => void
  /** Shows 'Already Registered? Login here.' (hidden when embedded beside the login form). */
  showLoginLink?: boolean
}

/**
 * The registration form (docs/product.md#registration); the page around it (title, wrapper) belongs to the
 * route.
 */
export function RegisterForm({ onSuccess, showLoginLink = false }: RegisterFormProps) {
  const [fields, setFields] = useState(empty)
  const [submitting, setSubmitting] = useState(false)
  const [message, setMessage] = useState<FormMessageState | null>(null)
  const redirectLater = useRedirectLater()
  const hydrated = useHydrated()

  const update = (name: keyof typeof empty) => (value: string) =>
    setFields((current) => ({ ...current, [name]: value }))

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSubmitting(true)
    setMessage(null)
    const outcome = await register(fields)
    setSubmitting(false)
    if (!outcome.ok) {
      setMessage({ tone: 'error', text: outcome.error ?? 'Something went wrong. Please try again later.' })
      return
    }
    setFields(empty)
    if (onSuccess) {
      setMessage({ tone: 'success', text: outcome.data.success ?? 'Registration successful!' })
      onSuccess(fields.username.trim())
    } else {
      setMessage({ tone: 'success', text: 'Registration successful! Redirecting to login...' })
      redirectLater('/login', registrationRedirectMs)
    }
  }

  return (
    <form className="form" method="post" onSubmit={submit} aria-label="Registration">
      <TextField
        required
        label="Username"
        name="username"
        autoComplete="username"
        value={fields.username}
        onChange={update('username')}
        hint="3 to 40 letters, digits, dots, dashes or underscores."
      />
      <TextField
        required
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={fields.email}
        onChange={update('email')}
      />
      <TextField
        required
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        value={fields.password}
        onChange={update('password')}
        hint="At least 8 characters."
      />
      <FormMessage message={message} />
      <div>
        <button className="btn" type="submit" disabled={submitting || !hydrated}>
          {submitting ? 'Registering...' : 'Register'}
        </button>
      </div>
      {showLoginLink && (
        <p>
          <Link to="/login">Already Registered? Login here.</Link>
        </p>
      )}
    </form>
  )
}

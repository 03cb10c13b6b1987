import { useState, type FormEvent } from 'react'
import { useHydrated } from '#app/common/ui/use-hydrated.ts'
import type { ApiResult } from '#app/api-client/api-client.ts'
import { TextField } from '#app/common/ui/TextField.tsx'

export interface EmailLinkFormProps {
  /** Names the form for assistive technology ('Reset your password', ...). */
  label: string
  buttonLabel: string
  send: (email: string) => Promise<ApiResult<{ success?: string }>>
  /** Told how the call went; the field clears on success. */
  onResult: (outcome: ApiResult<{ success?: string }>) => void
}

/** One email field and a button that reads 'Sending...' while the mail is requested. */
export function EmailLinkForm({ label, buttonLabel, send, onResult }: EmailLinkFormProps) {
  const [email, setEmail] = useState('')
  const [sending, setSending] = useState(false)
  const hydrated = useHydrated()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSending(true)
    const outcome = await send(email.trim())
    setSending(false)
    if (outcome.ok) setEmail('')
    onResult(outcome)
  }

  return (
    <form className="form" method="post" onSubmit={submit} aria-label={label}>
      <TextField
        required
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
      />
      <div>
        <button className="btn btn--secondary" type="submit" disabled={sending || !hydrated}>
          {sending ? 'Sending...' : buttonLabel}
        </button>
      </div>
    </form>
  )
}

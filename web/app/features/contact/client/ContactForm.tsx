import { useState, type FormEvent } from 'react'
import { useSearchParams } from 'react-router'
import { prefillMessageParam } from '@studio/api/contract/contact'
import { TextField } from '#app/common/ui/TextField.tsx'
import { useHydrated } from '#app/common/ui/use-hydrated.ts'
import { sendContactMessage } from './contact-api'

const empty = { name: '', email: '', message: '' }
type EnteredFields = Omit<typeof empty, 'message'> & { message: string | null }

export function ContactForm() {
  // The message is null until typed in: until then it is the one a link brought (`/contact?message=…`, the
  // assistant's offer to pass a question on), read once hydrated, since the prerendered page has no query.
  const [entered, setFields] = useState<EnteredFields>({ ...empty, message: null })
  const [sending, setSending] = useState(false)
  const [searchParams] = useSearchParams()
  const hydrated = useHydrated()
  const fields = {
    ...entered,
    message: entered.message ?? (hydrated ? (searchParams.get(prefillMessageParam) ?? '') : ''),
  }

  const update = (name: keyof typeof empty) => (value: string) =>
    setFields((current) => ({ ...current, [name]: value }))

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSending(true)
    const sent = await sendContactMessage(fields)
    setSending(false)
    if (sent) setFields(empty)
  }

  // noValidate: empty fields get the friendly toast of docs/product.md#contact-form instead of the browser's
  // bubble.
  return (
    <form className="form card" onSubmit={submit} noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">Send a message</h2>
      <TextField
        label="Name"
        name="name"
        autoComplete="name"
        required
        value={fields.name}
        onChange={update('name')}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={fields.email}
        onChange={update('email')}
      />
      <TextField
        label="Message"
        name="message"
        rows={5}
        required
        value={fields.message}
        onChange={update('message')}
      />
      <div>
        <button className="btn" type="submit" disabled={sending}>
          {sending ? 'Sending...' : 'Send Message'}
        </button>
      </div>
    </form>
  )
}

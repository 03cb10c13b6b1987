import { useState, type FormEvent } from 'react'
import { TextField } from '#app/common/ui/TextField.tsx'
import { sendContactMessage } from './contact-api'

const empty = { name: '', email: '', message: '' }

export function ContactForm() {
  const [fields, setFields] = useState(empty)
  const [sending, setSending] = useState(false)

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

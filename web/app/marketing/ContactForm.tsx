import { useState, type FormEvent } from 'react'
import { sendContactMessage } from './send-contact'

const empty = { name: '', email: '', message: '' }

export function ContactForm() {
  const [fields, setFields] = useState(empty)
  const [sending, setSending] = useState(false)

  const update = (name: keyof typeof empty) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }))

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSending(true)
    const sent = await sendContactMessage(fields)
    setSending(false)
    if (sent) setFields(empty)
  }

  // noValidate: empty fields get the friendly toast of the spec instead of the browser's bubble.
  return (
    <form className="form card" onSubmit={submit} noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">Send a message</h2>
      <div className="field">
        <label htmlFor="contact-name">Name</label>
        <input
          id="contact-name"
          name="name"
          autoComplete="name"
          required
          value={fields.name}
          onChange={update('name')}
        />
      </div>
      <div className="field">
        <label htmlFor="contact-email">Email</label>
        <input
          id="contact-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={fields.email}
          onChange={update('email')}
        />
      </div>
      <div className="field">
        <label htmlFor="contact-message">Message</label>
        <textarea
          id="contact-message"
          name="message"
          rows={5}
          required
          value={fields.message}
          onChange={update('message')}
        />
      </div>
      <div>
        <button className="btn" type="submit" disabled={sending}>
          {sending ? 'Sending...' : 'Send Message'}
        </button>
      </div>
    </form>
  )
}

import { toast } from '../toast/toast'

export interface ContactMessage {
  name: string
  email: string
  message: string
}

/**
 * Sends the contact form (docs/product.md#contact-form) and tells the visitor how it went with a toast.
 * Returns true when the message was accepted, so the form can reset.
 */
export async function sendContactMessage(input: ContactMessage): Promise<boolean> {
  const message = { name: input.name.trim(), email: input.email.trim(), message: input.message.trim() }
  if (!message.name || !message.email || !message.message) {
    toast.info('All fields are required. No shortcuts, friend.')
    return false
  }
  try {
    const response = await fetch('/api/contact/send_contact.php', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(message),
    })
    const body = (await response.json()) as { success?: string; error?: string }
    if (!response.ok) {
      toast.error(body.error ? `⚠️ ${body.error}` : 'Something broke. Try again?')
      return false
    }
    toast.success("Message sent. I'll be in touch soon.")
    return true
  } catch {
    toast.error("Server error. Probably not the chickens' fault.")
    return false
  }
}

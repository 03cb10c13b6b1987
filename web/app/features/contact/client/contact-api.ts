import * as contactApi from '@studio/api/contract/contact'
import { callApi } from '#app/api-client/api-client.ts'
import { failedOffline, offlineSentence } from '#app/api-client/failure-sentence.ts'
import { toast } from '#app/common/ui/toast.ts'

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
  const reply = await callApi(contactApi.send, message)
  if (reply.ok) {
    toast.success("Message sent. I'll be in touch soon.")
    return true
  }
  if (reply.problem === 'refused')
    toast.error(reply.error ? `⚠️ ${reply.error}` : 'Something broke. Try again?')
  else if (failedOffline(reply)) toast.error(offlineSentence)
  else toast.error("Server error. Probably not the chickens' fault.")
  return false
}

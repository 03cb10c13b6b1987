import type { z } from 'zod'
import type { contactBody } from './contact.schemas.ts'
import { endpoint, type SuccessReply } from './endpoint.ts'

/** The contact form's endpoint: stored before any mail is sent (docs/product.md#contact-form). */
export const send = endpoint<z.input<typeof contactBody>, SuccessReply>('POST', '/contact/send_contact.php')

/** The query parameter that prefills the contact form's message (`/contact?message=…`). */
export const prefillMessageParam = 'message'

/** A link to the contact form with `message` already typed in. */
export function contactLinkWithMessage(message: string): string {
  return `/contact?${new URLSearchParams({ [prefillMessageParam]: message }).toString()}`
}

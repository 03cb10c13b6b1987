import type { z } from 'zod'
import type { contactBody } from './contact.schemas.ts'
import { endpoint, type SuccessReply } from './endpoint.ts'

/** The contact form's endpoint: stored before any mail is sent (docs/product.md#contact-form). */
export const send = endpoint<z.input<typeof contactBody>, SuccessReply>('POST', '/contact/send_contact.php')

import type { AppDeps } from '../deps.ts'
import { inTransaction } from '../platform/db/pool.ts'
import { jobId } from '../platform/jobs/job-contracts.ts'
import { addToOutbox } from '../mail/outbox.ts'
import { contactRepository, type NewContactMessage } from './contact.repository.ts'

/**
 * Stores the message and, in the same transaction, the notification mail to the studio (reply-to the
 * sender). If Redis or SMTP is down the message is kept and the mail goes out when they are back.
 */
export async function receiveContactMessage(deps: AppDeps, input: NewContactMessage): Promise<void> {
  const { env } = deps
  const messageId = await inTransaction(deps.db, async (client) => {
    const id = await contactRepository.insert(client, input)
    const mailJobId = jobId('contact-mail', id)
    await addToOutbox(
      client,
      'send-mail',
      {
        idempotencyKey: mailJobId,
        to: env.BUSINESS_EMAIL,
        replyTo: input.email,
        subject: `New message from ${input.name.slice(0, 80)} via ${env.SITE_NAME}`,
        text: `${input.name} <${input.email}> wrote:\n\n${input.message}\n`,
      },
      mailJobId,
    )
    return id
  })
  deps.logger.info({ contactMessageId: messageId }, 'contact message stored')
  void deps.outbox.flush().catch((error: unknown) => deps.logger.warn({ err: error }, 'outbox flush failed'))
}

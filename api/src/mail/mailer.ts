import { chmod, mkdir, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import nodemailer from 'nodemailer'
import type { Env } from '../platform/config/env.ts'

export interface OutgoingMail {
  to: string
  subject: string
  text: string
  replyTo?: string
}

export interface Mailer {
  /** Sends `mail`; the same `idempotencyKey` always makes the same message, so a resend is recognisable. */
  send(mail: OutgoingMail, idempotencyKey: string): Promise<{ messageId: string | null }>
  readonly description: string
}

/**
 * SMTP when SMTP_URL is set; otherwise each mail is written as an .eml file to the outbox folder. A worker
 * killed after sending but before recording it sends that mail again on retry: the Message-ID comes from
 * the idempotency key, so the second copy is recognisably the same message (mail systems may drop it).
 */
export function createMailer(env: Env): Mailer {
  const from = env.MAIL_FROM ?? `${env.SITE_NAME} <${env.BUSINESS_EMAIL}>`
  const messageIdDomain = new URL(env.PUBLIC_URL).hostname
  const compose = (mail: OutgoingMail, idempotencyKey: string) => ({
    from,
    messageId: `<${encodeURIComponent(idempotencyKey)}@${messageIdDomain}>`,
    ...mail,
  })
  if (env.SMTP_URL) {
    const transport = nodemailer.createTransport(env.SMTP_URL)
    return {
      description: `SMTP ${new URL(env.SMTP_URL).host}`,
      async send(mail, idempotencyKey) {
        const info = await transport.sendMail(compose(mail, idempotencyKey))
        return { messageId: info.messageId ?? null }
      },
    }
  }
  const outboxDir = mailOutboxDir(env)
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' })
  return {
    description: `files in ${outboxDir}`,
    async send(mail, idempotencyKey) {
      const info = await transport.sendMail(compose(mail, idempotencyKey))
      // Mail carries sign-in and reset links: only the app's own user may read the folder and its files.
      await mkdir(outboxDir, { recursive: true, mode: 0o700 })
      await chmod(outboxDir, 0o700)
      const path = join(outboxDir, `${Date.now()}-${encodeURIComponent(idempotencyKey)}.eml`)
      // Written aside, then renamed: whoever reads the outbox sees a whole mail or none.
      await writeFile(`${path}.partial`, info.message as Buffer, { mode: 0o600 })
      await rename(`${path}.partial`, path)
      return { messageId: info.messageId ?? null }
    },
  }
}

export function mailOutboxDir(env: Env): string {
  return env.MAIL_OUTBOX_DIR ?? join(env.DATA_DIR, 'mail')
}

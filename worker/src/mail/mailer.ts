import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import nodemailer from 'nodemailer'
import type { Env } from '@studio/api/config/env'

export interface OutgoingMail {
  to: string
  subject: string
  text: string
  replyTo?: string
}

export interface Mailer {
  send(mail: OutgoingMail, fileStem: string): Promise<{ messageId: string | null }>
  readonly description: string
}

/** SMTP when SMTP_URL is set; otherwise each mail is written as an .eml file to the outbox folder. */
export function createMailer(env: Env): Mailer {
  const from = env.MAIL_FROM ?? `${env.SITE_NAME} <${env.BUSINESS_EMAIL}>`
  if (env.SMTP_URL) {
    const transport = nodemailer.createTransport(env.SMTP_URL)
    return {
      description: `SMTP ${new URL(env.SMTP_URL).host}`,
      async send(mail) {
        const info = await transport.sendMail({ from, ...mail })
        return { messageId: info.messageId ?? null }
      },
    }
  }
  const outboxDir = mailOutboxDir(env)
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' })
  return {
    description: `files in ${outboxDir}`,
    async send(mail, fileStem) {
      const info = await transport.sendMail({ from, ...mail })
      await mkdir(outboxDir, { recursive: true })
      await writeFile(
        join(outboxDir, `${Date.now()}-${fileStem.replace(/[^\w.-]/g, '_')}.eml`),
        info.message as Buffer,
      )
      return { messageId: info.messageId ?? null }
    },
  }
}

export function mailOutboxDir(env: Env): string {
  return env.MAIL_OUTBOX_DIR ?? join(env.DATA_DIR, 'mail')
}

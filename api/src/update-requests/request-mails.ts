import { requestPagePath, type RequestStatus, type UpdateRequest } from '../contract/portal-work.ts'
import { siteLink, subjectLine } from '../mail/mail-text.ts'
import type { Env } from '../platform/config/env.ts'

// The mails of an update request's thread (docs/product.md#update-requests): the studio hears of a client's
// new request or message, the client of the studio's message and of a status change. Plain text: what
// people typed is quoted as it is, and only subjects are folded to one line.

export interface ThreadMail {
  subject: string
  text: string
}

type MailEnv = Pick<Env, 'PUBLIC_URL' | 'SITE_NAME'>

const statusWords: Record<RequestStatus, string> = {
  open: 'open',
  in_progress: 'in progress',
  done: 'done',
}

const signature = (env: MailEnv) => `— ${env.SITE_NAME}`

export function newRequestMail(env: MailEnv, request: UpdateRequest): ThreadMail {
  return {
    subject: subjectLine(`New update request from ${request.client}: ${request.title}`),
    text: [
      `${request.client} filed an update request.`,
      '',
      `Title: ${request.title}`,
      '',
      request.body,
      '',
      `Answer it in the portal: ${siteLink(env, requestPagePath(request.id))}`,
    ].join('\n'),
  }
}

/** A message in the thread, to the other side: the studio when the client wrote, the client otherwise. */
export function threadMessageMail(
  env: MailEnv,
  request: UpdateRequest,
  message: { author: string; body: string; fromStudio: boolean },
): ThreadMail {
  const link = siteLink(env, requestPagePath(request.id))
  if (!message.fromStudio) {
    return {
      subject: subjectLine(`${request.client} wrote about "${request.title}"`),
      text: [`${request.client} wrote:`, '', message.body, '', `Answer in the portal: ${link}`].join('\n'),
    }
  }
  return {
    subject: subjectLine(`${env.SITE_NAME} answered your request "${request.title}"`),
    text: [
      `Hi ${request.client},`,
      '',
      `${message.author} wrote about your request "${request.title}":`,
      '',
      message.body,
      '',
      `Read the thread and answer in your portal: ${link}`,
      '',
      signature(env),
    ].join('\n'),
  }
}

export function statusChangeMail(env: MailEnv, request: UpdateRequest): ThreadMail {
  const status = statusWords[request.status]
  return {
    subject: subjectLine(`Your request "${request.title}" is ${status}`),
    text: [
      `Hi ${request.client},`,
      '',
      `Your update request "${request.title}" is now ${status}.`,
      '',
      `See it in your portal: ${siteLink(env, requestPagePath(request.id))}`,
      '',
      signature(env),
    ].join('\n'),
  }
}

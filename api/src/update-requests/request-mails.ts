import { requestPagePath, type RequestStatus, type UpdateRequest } from '../contract/portal-work.ts'
import { siteLink, subjectLine } from '../mail/mail-text.ts'
import type { Env } from '../platform/config/env.ts'

// The mails of an update request's thread (docs/product.md#update-requests): the studio hears of a client's
// new request or message, the client of the studio's message and of a status change. Each names the site
// the request is about; the studio signs with its own name, never an admin's username. Plain text: what
// people typed is quoted as it is, and only subjects are folded to one line.

export interface ThreadMail {
  subject: string
  text: string
}

type MailEnv = Pick<Env, 'PUBLIC_URL' | 'SITE_NAME' | 'OWNER_NAME'>

const statusWords: Record<RequestStatus, string> = {
  open: 'open',
  in_progress: 'in progress',
  done: 'done',
}

const signature = (env: MailEnv) => `— ${env.SITE_NAME}`

/** `"Title" for Main Street Bakery`, or just the quoted title for a request about no site. */
const titleAndSite = (request: UpdateRequest) =>
  `"${request.title}"${request.siteName ? ` for ${request.siteName}` : ''}`

export function newRequestMail(env: MailEnv, request: UpdateRequest): ThreadMail {
  return {
    subject: subjectLine(`New update request from ${request.client}: ${request.title}`),
    text: [
      `${request.client} filed an update request.`,
      '',
      `Title: ${request.title}`,
      `Site: ${request.siteName ?? 'none named'}`,
      '',
      request.body,
      '',
      `Answer it in the portal: ${siteLink(env, requestPagePath(request.id))}`,
    ].join('\n'),
  }
}

/**
 * A message in the thread, to the other side: the studio when the client wrote (told when it reopened a
 * done request), the client otherwise (told by the studio's name).
 */
export function threadMessageMail(
  env: MailEnv,
  request: UpdateRequest,
  message: { author: string; body: string; fromStudio: boolean },
  reopened = false,
): ThreadMail {
  const link = siteLink(env, requestPagePath(request.id))
  if (!message.fromStudio) {
    return {
      subject: subjectLine(`${request.client} wrote about "${request.title}"`),
      text: [
        `${request.client} wrote about ${titleAndSite(request)}:`,
        '',
        message.body,
        '',
        ...(reopened ? ['It was done; it is open again.', ''] : []),
        `Answer in the portal: ${link}`,
      ].join('\n'),
    }
  }
  return {
    subject: subjectLine(`${env.SITE_NAME} answered your request "${request.title}"`),
    text: [
      `Hi ${request.client},`,
      '',
      `${env.OWNER_NAME} of ${env.SITE_NAME} wrote about your request ${titleAndSite(request)}:`,
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
      `Your update request ${titleAndSite(request)} is now ${status}.`,
      '',
      `See it in your portal: ${siteLink(env, requestPagePath(request.id))}`,
      '',
      signature(env),
    ].join('\n'),
  }
}

import type { Env } from '../platform/config/env.ts'

// Helpers for mails that quote what people typed. Every mail is plain text (api/src/mail/mailer.ts sends
// no HTML part), so a client's "<script>" arrives as those characters and is never markup; what remains is
// to keep a quoted title on the one line a subject header allows.

/** `text` as one subject line: line breaks and other control characters become spaces, at most `max` long. */
export function subjectLine(text: string, max = 150): string {
  const oneLine = text
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/ {2,}/g, ' ')
    .trim()
  return oneLine.length > max ? `${oneLine.slice(0, max - 1)}…` : oneLine
}

/** The absolute address of a page of the site, `path` under PUBLIC_URL (whatever its trailing slash). */
export function siteLink(env: Pick<Env, 'PUBLIC_URL'>, path: string): string {
  const base = env.PUBLIC_URL.endsWith('/') ? env.PUBLIC_URL : `${env.PUBLIC_URL}/`
  return new URL(path.replace(/^\/+/, ''), base).toString()
}

import { reportPagePath, type Report } from '../contract/portal-work.ts'
import { siteLink, subjectLine } from '../mail/mail-text.ts'
import type { Env } from '../platform/config/env.ts'

const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })

/** 'October 2026' for '2026-10'. */
export function monthInWords(month: string): string {
  return monthName.format(new Date(`${month}-01T12:00:00Z`))
}

/** The mail that tells a client their report is published: a link to it in the portal, nothing more. */
export function reportPublishedMail(env: Pick<Env, 'PUBLIC_URL' | 'SITE_NAME'>, report: Report) {
  const month = monthInWords(report.month)
  return {
    subject: subjectLine(`Your ${month} report for ${report.siteName} is ready`),
    text: [
      `Hi ${report.client},`,
      '',
      `Your monthly report for ${report.siteName} (${month}) is ready: uptime, incidents, response time,`,
      'certificate, audit results, the requests we finished, and our roadmap for the months ahead.',
      '',
      `Read it in your portal (you can print it or save it as a PDF from there): ${siteLink(env, reportPagePath(report.id))}`,
      '',
      `— ${env.SITE_NAME}`,
    ].join('\n'),
  }
}

import { sitePagePath } from '../contract/portal-work.ts'
import { certificateValidToDay, formatStudioTime } from '../contract/studio-time.ts'
import { siteLink, subjectLine } from '../mail/mail-text.ts'
import type { Env } from '../platform/config/env.ts'
import { outageLength } from './monitor-rules.ts'

// The monitor's mails (docs/portal.md#alerts), one text per alert and recipient: the client it belongs to
// and the studio. Plain text: a site's name and a failure's reason are shown as they are, never as markup.
// Times are New York's, labelled, as on the screens (contract/studio-time.ts).

export type SiteAlert =
  | { kind: 'down'; startedAt: Date; reason: string }
  | { kind: 'up'; startedAt: Date; endedAt: Date }
  | { kind: 'certificate'; validTo: Date; daysLeft: number }

export interface AlertedSite {
  id: number
  name: string
  url: string
  client: string
}

type MailEnv = Pick<Env, 'PUBLIC_URL' | 'SITE_NAME'>

function subjectOf(site: AlertedSite, alert: SiteAlert): string {
  if (alert.kind === 'down') return `${site.name} is down`
  if (alert.kind === 'up') return `${site.name} is back up`
  return `${site.name}: its HTTPS certificate expires in ${days(alert.daysLeft)}`
}

const days = (count: number) => `${count} day${count === 1 ? '' : 's'}`

function bodyOf(site: AlertedSite, alert: SiteAlert): string[] {
  if (alert.kind === 'down') {
    return [
      `${site.url} has not answered properly since ${formatStudioTime(alert.startedAt)}: two checks in a row failed.`,
      `The last one said: ${alert.reason}`,
    ]
  }
  if (alert.kind === 'up') {
    return [
      `${site.url} is answering again since ${formatStudioTime(alert.endedAt)}.`,
      `It was down for ${outageLength(alert.startedAt, alert.endedAt)}.`,
    ]
  }
  return [
    `The HTTPS certificate of ${site.url} is valid until ${certificateValidToDay(alert.validTo)}: ${days(alert.daysLeft)} left.`,
    'After that, browsers warn visitors away from the site.',
  ]
}

/** What the client is promised (the studio is on it); the studio's own mail promises nothing to itself. */
function promiseToClient(alert: SiteAlert): string[] {
  if (alert.kind === 'down') return ['We are looking into it and will mail again as soon as it is back.']
  if (alert.kind === 'certificate') return ['We renew it before then.']
  return []
}

/**
 * One alert's mail to the client (with the studio's promise and a link to their dashboard), or to the
 * studio (whose site it is, and a link to the admin's page of that site, where the studio acts on it).
 */
export function siteAlertMail(
  env: MailEnv,
  site: AlertedSite,
  alert: SiteAlert,
  recipient: 'client' | 'studio',
): { subject: string; text: string } {
  const lines =
    recipient === 'client'
      ? [
          `Hi ${site.client},`,
          '',
          ...bodyOf(site, alert),
          ...promiseToClient(alert),
          '',
          `Its status and history: ${siteLink(env, '/dashboard')}`,
          '',
          `— ${env.SITE_NAME}`,
        ]
      : [
          `${site.name}, ${site.client}’s site (the client was mailed too):`,
          '',
          ...bodyOf(site, alert),
          '',
          `Its checks, incidents and history: ${siteLink(env, sitePagePath(site.id))}`,
        ]
  return { subject: subjectLine(subjectOf(site, alert)), text: lines.join('\n') }
}

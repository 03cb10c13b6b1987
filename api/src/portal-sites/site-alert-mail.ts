import { householdTimeZone } from '../bills/bill-dates.ts'
import { outageLength } from './monitor-rules.ts'

// The monitor's mails (docs/portal.md#alerts), one text per alert and recipient: the client it belongs to
// and the studio. Plain text: a site's name and a failure's reason are shown as they are, never as markup.

export type SiteAlert =
  | { kind: 'down'; startedAt: Date; reason: string }
  | { kind: 'up'; startedAt: Date; endedAt: Date }
  | { kind: 'certificate'; validTo: Date; daysLeft: number }

export interface AlertedSite {
  name: string
  url: string
  client: string
}

export interface AlertMailSettings {
  siteName: string
  /** Where the client reads the site's status (the portal's dashboard). */
  dashboardUrl: string
}

const when = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: householdTimeZone,
  timeZoneName: 'short',
})

function subjectOf(site: AlertedSite, alert: SiteAlert): string {
  if (alert.kind === 'down') return `${site.name} is down`
  if (alert.kind === 'up') return `${site.name} is back up`
  return `${site.name}: its HTTPS certificate expires in ${days(alert.daysLeft)}`
}

const days = (count: number) => `${count} day${count === 1 ? '' : 's'}`

function bodyOf(site: AlertedSite, alert: SiteAlert): string[] {
  if (alert.kind === 'down') {
    return [
      `${site.url} has not answered properly since ${when.format(alert.startedAt)}: two checks in a row failed.`,
      `The last one said: ${alert.reason}`,
      'We are looking into it and will mail again as soon as it is back.',
    ]
  }
  if (alert.kind === 'up') {
    return [
      `${site.url} is answering again since ${when.format(alert.endedAt)}.`,
      `It was down for ${outageLength(alert.startedAt, alert.endedAt)}.`,
    ]
  }
  return [
    `The HTTPS certificate of ${site.url} is valid until ${when.format(alert.validTo)}: ${days(alert.daysLeft)} left.`,
    'After that, browsers warn visitors away from the site. The studio renews it before then.',
  ]
}

/** One alert's mail to the client, or to the studio (which is told whose site it is). */
export function siteAlertMail(
  settings: AlertMailSettings,
  site: AlertedSite,
  alert: SiteAlert,
  recipient: 'client' | 'studio',
): { subject: string; text: string } {
  const greeting = recipient === 'client' ? `Hi ${site.client},` : `Studio alert for ${site.client}’s site:`
  return {
    subject: subjectOf(site, alert),
    text: [
      greeting,
      '',
      ...bodyOf(site, alert),
      '',
      `Its status and history: ${settings.dashboardUrl}`,
      '',
      `— ${settings.siteName}`,
    ].join('\n'),
  }
}

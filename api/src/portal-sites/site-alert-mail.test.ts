import { describe, expect, it } from 'vitest'
import { certificateValidToDay } from '../contract/studio-time.ts'
import { siteAlertMail, type SiteAlert } from './site-alert-mail.ts'

const env = { PUBLIC_URL: 'https://studio.test', SITE_NAME: 'Peach Pixel Studio' }
const site = { id: 7, name: 'Main Street\nBakery', url: 'https://bakery.test/', client: 'dolly' }
const down: SiteAlert = {
  kind: 'down',
  startedAt: new Date('2026-12-03T01:35:00Z'),
  reason: 'bakery.test answered with HTTP status 503.',
}

describe('site alert mails', () => {
  it('tell the client the studio is on it, with the time in New York, labelled', () => {
    const mail = siteAlertMail(env, site, down, 'client')
    expect(mail.text).toMatch(/^Hi dolly,/)
    expect(mail.text).toContain('since Dec 2, 2026, 8:35 PM EST')
    expect(mail.text).toContain('We are looking into it')
    expect(mail.text).toContain('https://studio.test/dashboard\n')
    expect(mail.text).toMatch(/— Peach Pixel Studio$/)
  })

  it('tell the studio whose site it is and link to the admin’s page of that site, promising nothing', () => {
    const mail = siteAlertMail(env, site, down, 'studio')
    expect(mail.text).not.toContain('We are looking into it')
    expect(mail.text).toContain('dolly')
    expect(mail.text).toContain('https://studio.test/dashboard/sites/7')
  })

  it('fold a subject to one line like every other mail', () => {
    expect(siteAlertMail(env, site, down, 'client').subject).toBe('Main Street Bakery is down')
  })

  it('name the certificate’s last day as the screens do', () => {
    const validTo = new Date('2026-12-03T01:35:00Z')
    const mail = siteAlertMail(env, site, { kind: 'certificate', validTo, daysLeft: 5 }, 'client')
    expect(certificateValidToDay(validTo)).toBe('Dec 2, 2026')
    expect(mail.text).toContain('is valid until Dec 2, 2026: 5 days left.')
  })
})

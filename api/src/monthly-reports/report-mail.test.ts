import { describe, expect, it } from 'vitest'
import type { Report } from '../contract/portal-work.ts'
import { monthInWords, reportPublishedMail } from './report-mail.ts'

describe('the published report mail', () => {
  it('names the month in words and links to the report, never quoting the roadmap', () => {
    const report = {
      id: 7,
      month: '2026-12',
      siteName: 'Bakery\nBcc: x@example.test',
      client: 'dolly',
      roadmap: '<script>alert(1)</script>',
    } as Report
    const mail = reportPublishedMail({ PUBLIC_URL: 'https://studio.test/', SITE_NAME: 'Peach Pixel' }, report)
    expect(mail.subject).toBe('Your December 2026 report for Bakery Bcc: x@example.test is ready')
    expect(mail.text).toContain('https://studio.test/dashboard/reports/7')
    expect(mail.text).not.toContain('<script>')
  })

  it('reads a month in words whatever the time zone', () => {
    expect(monthInWords('2026-01')).toBe('January 2026')
  })
})

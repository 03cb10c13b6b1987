import { describe, expect, it } from 'vitest'
import { certificateSentence, responseSummary, uptimeBand, uptimeSummary } from './site-health'
import type { SiteDay } from '@studio/api/contract/portal-sites'

const day = (date: string, uptime: number | null, medianMs: number | null = 200): SiteDay => ({
  date,
  uptime,
  checks: uptime === null ? 0 : 288,
  medianMs,
})

describe('uptimeBand', () => {
  it('names a day by its uptime, and a day without checks as none', () => {
    expect([100, 99.9, 99.5, 95, 94.99, null].map((uptime) => uptimeBand(day('2026-11-01', uptime)))).toEqual(
      ['full', 'full', 'partial', 'partial', 'poor', 'none'],
    )
  })
})

describe('uptimeSummary', () => {
  it('says so when nothing was checked', () => {
    expect(uptimeSummary([day('2026-11-01', null), day('2026-11-02', null)])).toBe(
      'No checks in the last 2 days yet.',
    )
  })

  it('names each day below full uptime', () => {
    const days = [
      day('2026-11-01', null),
      day('2026-11-02', 100),
      day('2026-11-03', 97.5),
      day('2026-11-04', 50),
    ]
    expect(uptimeSummary(days)).toBe(
      'Checked on 3 of the last 4 days; below full uptime on 2 days: Nov 3 (97.50%), Nov 4 (50.00%).',
    )
  })

  it('says up all day when every checked day was', () => {
    expect(uptimeSummary([day('2026-11-01', 100), day('2026-11-02', 99.95)])).toBe(
      'Checked on 2 of the last 2 days; up all day on every one.',
    )
  })
})

describe('responseSummary', () => {
  it('gives the middle, fastest and slowest daily medians, skipping days without a time', () => {
    const days = [
      day('2026-11-01', 100, 300),
      day('2026-11-02', null, null),
      day('2026-11-03', 100, 120),
      day('2026-11-04', 100, 900),
    ]
    expect(responseSummary(days)).toBe(
      'Typical response 300 ms over 3 days; fastest 120 ms on Nov 3, slowest 900 ms on Nov 4.',
    )
  })

  it('says so when there is no time yet', () => {
    expect(responseSummary([day('2026-11-01', null, null)])).toBe('No response times yet.')
  })
})

describe('certificateSentence', () => {
  it('warns from 21 days left, and says when it expired', () => {
    const validTo = '2026-12-20T12:00:00Z'
    expect(certificateSentence({ validTo, daysLeft: 60 })).toBe(
      'Certificate valid for 60 days (to Dec 20, 2026).',
    )
    expect(certificateSentence({ validTo, daysLeft: 21 })).toBe(
      'Certificate renews soon: 21 days left (valid to Dec 20, 2026).',
    )
    expect(certificateSentence({ validTo, daysLeft: 1 })).toBe(
      'Certificate renews soon: 1 day left (valid to Dec 20, 2026).',
    )
    expect(certificateSentence({ validTo, daysLeft: -2 })).toBe('Certificate expired on Dec 20, 2026.')
    expect(certificateSentence(null)).toBe('No certificate read yet.')
  })
})

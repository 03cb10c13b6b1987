import { describe, expect, it } from 'vitest'
import {
  certificateSentence,
  checkFailureWords,
  checkNowSentence,
  lastCheckWords,
  responseSummary,
  siteStatusWords,
  uptimeBand,
  uptimeSummary,
} from './site-health'
import type { Site, SiteDay } from '@studio/api/contract/portal-sites'

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

  it('speaks of one day as one day, naming it', () => {
    expect(responseSummary([day('2026-11-03', null, null), day('2026-11-04', 100, 3010)])).toBe(
      'Typical response 3010 ms over 1 day (Nov 4).',
    )
  })

  it('gives the last check’s time when no day has a median yet', () => {
    expect(responseSummary([day('2026-11-04', 100, null)], 26)).toBe(
      'No daily median yet; the last check answered in 26 ms.',
    )
  })
})

type CheckFacts = Pick<Site, 'status' | 'lastCheckedAt' | 'responseMs' | 'lastCheckFailure' | 'failuresInRow'>
const checked = (facts: Partial<CheckFacts>): CheckFacts => ({
  status: 'up',
  lastCheckedAt: '2026-12-03T01:35:00Z',
  responseMs: 26,
  lastCheckFailure: null,
  failuresInRow: 0,
  ...facts,
})

describe('what the newest check found', () => {
  const failedOnce = checked({
    status: 'pending',
    responseMs: null,
    lastCheckFailure: 'no answer',
    failuresInRow: 1,
  })

  it('says how far a failure counts toward down', () => {
    expect(checkFailureWords(failedOnce)).toBe('no answer (1 of 2 failures)')
    expect(
      checkFailureWords(checked({ status: 'down', lastCheckFailure: 'HTTP 503', failuresInRow: 3 })),
    ).toBe('HTTP 503 (3 failures in a row)')
    expect(checkFailureWords(checked({}))).toBeNull()
  })

  it('never says "Not checked yet" of a site that was checked', () => {
    expect(siteStatusWords(failedOnce)).toBe('Checked: no answer (1 of 2 failures)')
    expect(siteStatusWords(checked({ status: 'pending', lastCheckedAt: null, responseMs: null }))).toBe(
      'Not checked yet',
    )
    expect(
      siteStatusWords(checked({ status: 'down', lastCheckFailure: 'no answer', failuresInRow: 2 })),
    ).toBe('Down')
    expect(siteStatusWords(checked({}))).toBe('Up')
  })

  it('says what Check Now found, the reason included', () => {
    const bakery = { name: 'Main Street Bakery' }
    expect(checkNowSentence({ ...bakery, ...checked({}) })).toBe('Main Street Bakery checked: Up.')
    expect(checkNowSentence({ ...bakery, ...failedOnce })).toBe(
      'Main Street Bakery checked: no answer (1 of 2 failures).',
    )
    const down = checked({ status: 'down', lastCheckFailure: 'HTTP 503', failuresInRow: 2 })
    expect(checkNowSentence({ ...bakery, ...down })).toBe(
      'Main Street Bakery checked: Down, HTTP 503 (2 failures in a row).',
    )
  })

  it('gives the last check in New York time, with its answer time or what went wrong', () => {
    expect(lastCheckWords(checked({}))).toBe('Dec 2, 2026, 8:35 PM EST, 26 ms')
    expect(lastCheckWords(failedOnce)).toBe('Dec 2, 2026, 8:35 PM EST: no answer (1 of 2 failures)')
    expect(lastCheckWords(checked({ lastCheckedAt: null }))).toBe('Not yet')
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

  it('names the certificate’s last day as a New York day, the one the mails name', () => {
    expect(certificateSentence({ validTo: '2026-12-03T01:35:00Z', daysLeft: 60 })).toBe(
      'Certificate valid for 60 days (to Dec 2, 2026).',
    )
  })
})

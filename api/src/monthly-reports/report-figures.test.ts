import { describe, expect, it } from 'vitest'
import {
  auditComparison,
  certificateAsRead,
  monthDays,
  previousMonth,
  reportTraffic,
} from './report-figures.ts'
import type { Visits } from '../contract/site-analytics.ts'

describe('certificateAsRead', () => {
  it('counts whole days from the check, rounded down, negative once expired', () => {
    const readAt = new Date('2026-10-31T12:00:00Z')
    expect(certificateAsRead(new Date('2026-11-05T11:59:59Z'), readAt)).toEqual({
      validTo: '2026-11-05T11:59:59.000Z',
      daysLeft: 4,
    })
    expect(certificateAsRead(new Date('2026-10-30T12:00:00Z'), readAt).daysLeft).toBe(-1)
  })
})

describe('auditComparison', () => {
  const check = (id: string, passed: boolean) => ({ id, text: `Check ${id}`, passed })

  it('names the checks fixed and newly failing since the audit before', () => {
    const previous = [check('title', false), check('alt', true), check('https', false)]
    const latest = [
      check('title', true),
      check('alt', false),
      check('https', false),
      check('viewport', false),
    ]
    expect(auditComparison(latest, previous)).toEqual({
      passed: 1,
      total: 4,
      failing: ['Check alt', 'Check https', 'Check viewport'],
      fixed: ['Check title'],
      new: ['Check alt', 'Check viewport'],
    })
  })

  it('calls nothing fixed or new without an audit to compare with', () => {
    expect(auditComparison([check('title', false), check('alt', true)], null)).toEqual({
      passed: 1,
      total: 2,
      failing: ['Check title'],
      fixed: [],
      new: [],
    })
  })
})

describe('months', () => {
  it('finds last month, across a new year', () => {
    expect(previousMonth('2026-11-01')).toBe('2026-10')
    expect(previousMonth('2027-01-01')).toBe('2026-12')
  })

  it('gives a month’s first day and the next month’s', () => {
    expect(monthDays('2026-12')).toEqual({ first: '2026-12-01', next: '2027-01-01' })
    expect(monthDays('2026-02')).toEqual({ first: '2026-02-01', next: '2026-03-01' })
  })
})

describe('reportTraffic', () => {
  const page = (path: string, visitors: number) => ({ path, visitors, pageviews: visitors * 2 })
  const month = {
    visitors: 40,
    pageviews: 90,
    pages: ['/', '/menu', '/about', '/hours', '/contact', '/jobs'].map((path, index) =>
      page(path, 9 - index),
    ),
    sources: [{ source: 'Direct', visitors: 30 }],
  } as unknown as Visits

  it('keeps the top 5 pages and sources beside the month before', () => {
    expect(reportTraffic(month, { visitors: 20, pageviews: 45 })).toEqual({
      visitors: 40,
      pageviews: 90,
      previous: { visitors: 20, pageviews: 45 },
      pages: month.pages.slice(0, 5),
      sources: [{ source: 'Direct', visitors: 30 }],
    })
  })

  it('has nothing to compare with when the month before had no pageview', () => {
    expect(reportTraffic(month, { visitors: 0, pageviews: 0 }).previous).toBeNull()
  })
})

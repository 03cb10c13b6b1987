// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import type { Visits } from '@studio/api/contract/site-analytics'
import { renderInDom } from '#app/common/testing/render-in-dom.tsx'
import { NoVisitsYet, SiteVisits } from './SiteVisits'

const none = { p75: null, samples: 0, rating: null }

const november: Visits = {
  from: '2026-11-01',
  to: '2026-11-03',
  visitors: 42,
  pageviews: 96,
  days: [
    { date: '2026-11-01', visitors: 3, pageviews: 5 },
    { date: '2026-11-02', visitors: 40, pageviews: 90 },
    { date: '2026-11-03', visitors: 0, pageviews: 0 },
  ],
  pages: [{ path: '/menu', visitors: 30, pageviews: 70 }],
  sources: [
    { source: 'google.com', visitors: 25 },
    { source: 'Direct', visitors: 17 },
  ],
  devices: [{ device: 'Phone', visitors: 42 }],
  browsers: [{ browser: 'Safari', visitors: 42 }],
  countries: [
    { country: 'US', visitors: 40 },
    { country: 'ZZ', visitors: 2 },
  ],
  vitals: {
    lcp: { p75: 2430, samples: 80, rating: 'good' },
    inp: { p75: 350, samples: 12, rating: 'needs-improvement' },
    cls: none,
  },
}

const october: Visits = {
  ...november,
  from: '2026-10-01',
  to: '2026-10-31',
  visitors: 8,
  pageviews: 9,
  days: [],
  pages: [],
  sources: [{ source: 'google.com', visitors: 5 }],
  vitals: { lcp: { p75: 4100, samples: 6, rating: 'poor' }, inp: none, cls: none },
}

const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim()
/** The texts of the cells of the row headed `heading`. */
const rowOf = (container: HTMLElement, heading: string) =>
  [
    ...[...container.querySelectorAll('tr')].find((row) => text(row.querySelector('th')) === heading)!
      .children,
  ].map(text)

describe('SiteVisits', () => {
  it('names both ranges in its headings and sets this month’s figures beside last month’s', () => {
    const panel = renderInDom(<SiteVisits visits={{ current: november, previous: october }} />)
    const headings = [...panel.querySelectorAll('h4')].map(text)
    expect(headings).toContain('Visitors and pageviews, November 1–3, 2026, beside October 2026')
    expect(headings).toContain('Speed for visitors, November 1–3, 2026, beside October 2026')
    expect(headings).toContain('By day, November 1–3, 2026')
    expect(rowOf(panel, 'Visitors')).toEqual(['Visitors', '42', '8'])
    expect(panel.querySelector('figcaption')?.textContent).toBe(
      '42 visitors and 96 pageviews from Nov 1 to Nov 3; the busiest day was Nov 2, with 40 visitors.',
    )
  })

  it('says each vital in words, beside last month’s', () => {
    const panel = renderInDom(<SiteVisits visits={{ current: november, previous: october }} />)
    const [lcp, inp, cls] = [...panel.querySelectorAll('.vitals-table tbody')].map((group) =>
      [...group.querySelectorAll('tr')].map((row) => [...row.children].map(text)),
    )
    expect(lcp).toEqual([
      ['LCP', 'This month', '2.4 s Good from 80 page views'],
      ['Last month', '4.1 s Poor from 6 page views'],
    ])
    expect(inp![0]).toEqual(['INP', 'This month', '350 ms Needs improvement from 12 page views'])
    expect(cls).toEqual([
      ['CLS', 'This month', 'Not measured yet'],
      ['Last month', 'Not measured yet'],
    ])
  })

  it('lists sources and countries by name, with last month’s visitors where they were listed', () => {
    const panel = renderInDom(<SiteVisits visits={{ current: november, previous: october }} />)
    expect(rowOf(panel, 'google.com')).toEqual(['google.com', '25', '5'])
    expect(rowOf(panel, 'Direct')).toEqual(['Direct', '17', '—'])
    expect(rowOf(panel, 'United States')).toEqual(['United States', '40', '40'])
    expect(rowOf(panel, 'Unknown')).toEqual(['Unknown', '2', '2'])
    expect(rowOf(panel, '/menu 70 pageviews')).toEqual(['/menu 70 pageviews', '30', '—'])
  })

  it('says there are no visits yet, and what to do, before the first one ever', () => {
    const panel = renderInDom(<NoVisitsYet hint="The studio adds the snippet." />)
    expect(text(panel)).toBe('No visits recorded yet. The studio adds the snippet.')
  })
})

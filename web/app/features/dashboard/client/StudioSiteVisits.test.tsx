// @vitest-environment happy-dom
import { act, type ComponentType } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { parsePublicConfig } from '@studio/api/contract/public-config'
import type { Site } from '@studio/api/contract/portal-sites'
import type { Visits } from '@studio/api/contract/site-analytics'
import { renderInDom } from '#app/common/testing/render-in-dom.tsx'
import { monthBefore, monthSoFar } from '#app/common/site-visits/visit-ranges.ts'

let StudioSiteVisits: ComponentType<{ analyticsKey?: string | null }>

beforeAll(async () => {
  // The build bakes in the public config; this one has no STUDIO_ANALYTICS_KEY, as by default.
  vi.stubGlobal('__PUBLIC_CONFIG__', parsePublicConfig({}))
  vi.stubGlobal('__SOCIAL_PROFILES__', [])
  ;({ StudioSiteVisits } = await import('./StudioSiteVisits'))
})

afterEach(() => {
  vi.unstubAllGlobals()
})

const studioKey = 'studioKey_0123456789'
const site = (id: number, analyticsKey: string, lastVisitAt: string | null) =>
  ({ id, name: `Site ${id}`, analyticsKey, lastVisitAt }) as Site
const none = { p75: null, samples: 0, rating: null }
const visits = (from: string, to: string, pageviews: number): Visits => ({
  from,
  to,
  visitors: pageviews,
  pageviews,
  days: [{ date: to, visitors: pageviews, pageviews }],
  pages: [],
  sources: [],
  devices: [],
  browsers: [],
  countries: [],
  vitals: { lcp: none, inp: none, cls: none },
})

/** The API as the admin's browser reaches it: the sites under care, and the visits of the one asked for. */
function serveSites(sites: Site[]) {
  const asked: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url)
      const { pathname, searchParams } = new URL(url, 'http://studio.test')
      const body =
        pathname === '/api/portal/sites'
          ? { sites }
          : {
              visits: visits(
                searchParams.get('from')!,
                searchParams.get('to')!,
                searchParams.get('from')!.endsWith('-01') ? 7 : 0,
              ),
            }
      return new Response(JSON.stringify(body), { status: 200 })
    }),
  )
  return asked
}

/** What the card says under its heading. */
const sentence = (card: HTMLElement) => card.querySelector('h2 + p')?.textContent

/** Lets the card's reads (answered at once by the stub) and the updates they make finish. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)))

describe('StudioSiteVisits', () => {
  it('says how to turn it on when STUDIO_ANALYTICS_KEY is unset', () => {
    const asked = serveSites([])
    const card = renderInDom(<StudioSiteVisits />)
    expect(sentence(card)).toMatch(/^To see this site’s own visitors and speed here, link it under care/)
    expect(asked).toEqual([])
  })

  it('says so when no site under care has the key', async () => {
    serveSites([site(1, 'someoneElsesKey01', null)])
    const card = renderInDom(<StudioSiteVisits analyticsKey={studioKey} />)
    await settle()
    expect(sentence(card)).toMatch(/^No site under care has the key STUDIO_ANALYTICS_KEY holds\./)
  })

  it('says there are no visits yet before the studio site’s first', async () => {
    const asked = serveSites([site(1, 'someoneElsesKey01', null), site(2, studioKey, null)])
    const card = renderInDom(<StudioSiteVisits analyticsKey={studioKey} />)
    await settle()
    expect(sentence(card)).toMatch(/^No visits recorded yet\. Site 2’s pages carry the snippet/)
    expect(asked).toEqual(['/api/portal/sites'])
  })

  it('reads the studio site’s visits this month so far and last month, and shows them', async () => {
    const asked = serveSites([
      site(1, 'someoneElsesKey01', '2026-11-02T10:00:00Z'),
      site(2, studioKey, '2026-11-26T10:00:00Z'),
    ])
    const card = renderInDom(<StudioSiteVisits analyticsKey={studioKey} />)
    await settle()
    const query = ({ from, to }: { from: string; to: string }) =>
      `/api/portal/sites/2/visits?from=${from}&to=${to}`
    expect(asked.sort()).toEqual(
      ['/api/portal/sites', query(monthSoFar(new Date())), query(monthBefore(new Date()))].sort(),
    )
    const visitorsRow = [...card.querySelectorAll('.visits-totals tr')].find(
      (row) => row.querySelector('th')?.textContent === 'Visitors',
    )
    expect([...visitorsRow!.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['7', '7'])
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { todayInNewYork } from '@studio/api/bills/bill-dates'
import { monthDays, previousMonth } from '@studio/api/monthly-reports/report-figures'
import { addSiteAudit, createSite, createUser } from '../support/factories.ts'
import { callAs, type PortalCaller } from '../support/portal.ts'
import { analyticsKeyOf, browsers, collectAt } from '../support/site-analytics.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { waitFor } from '../support/wait-for.ts'

// The monthly report's new figures: last month's traffic beside the month before's, its top 5 pages and
// sources, its vitals with their words, and the checks failing in its last audit by name.

let server: TestServer
let admin: PortalCaller
let siteId: number
let quietSiteId: number

const month = previousMonth(todayInNewYork(new Date()))
const monthBefore = previousMonth(monthDays(month).first)
const at = (inMonth: string, day: number, minute = 0) =>
  `${inMonth}-${String(day).padStart(2, '0')}T17:${String(minute).padStart(2, '0')}:00Z`

beforeAll(async () => {
  server = await startTestServer({ queue: 'in-process' })
  // The drafts job also runs at start: let it finish before the sites exist.
  await waitFor('the start-up run of the drafts job', () =>
    server.logs.some((line) => line.includes('monthly report drafts made')),
  )
  admin = await createUser(server.deps, { admin: true })
  const client = await createUser(server.deps)
  siteId = await createSite(server.deps.db, client.id, { url: 'https://bakery.example/' })
  quietSiteId = await createSite(server.deps.db, client.id, { url: 'https://quiet.example/' })
  const key = await analyticsKeyOf(server.deps.db, siteId)
  const view = (path: string, referrer = '') => ({
    k: key,
    n: 'pageview' as const,
    u: `https://bakery.example${path}`,
    r: referrer,
    w: 1280,
  })
  const visitor = (index: number) => ({ address: `1.0.1.${index}`, userAgent: browsers.firefoxLinux })

  // The month before: one visitor, two pages.
  await collectAt(server.deps, at(monthBefore, 10), [
    { event: view('/'), ...visitor(1) },
    { event: view('/menu'), ...visitor(1) },
  ])
  // The month: seven pages, each seen by fewer visitors than the one before; sources from six places.
  const paths = ['/', '/menu', '/about', '/hours', '/contact', '/jobs', '/cakes']
  const referrers = [
    '',
    'https://google.com/',
    'https://bing.com/',
    'https://duckduckgo.com/',
    'https://facebook.com/',
    'https://yelp.com/',
    'https://maps.example/',
  ]
  for (let index = 0; index < paths.length; index++) {
    const seenBy = paths.length - index
    await collectAt(
      server.deps,
      at(month, 3 + index),
      Array.from({ length: seenBy }, (_, person) => ({
        event: view(paths[index]!, referrers[person]),
        ...visitor(10 + person),
      })),
    )
  }
  await collectAt(server.deps, at(month, 20), [
    {
      event: {
        k: key,
        n: 'vitals',
        u: 'https://bakery.example/',
        r: '',
        w: 1280,
        lcp: 3_100,
        inp: 90,
        cls: 0.01,
      },
      ...visitor(10),
    },
  ])
  await addSiteAudit(server.deps.db, siteId, {
    at: at(month, 21),
    results: [
      { id: 'title', text: 'The page has a title', passed: true },
      { id: 'alt', text: 'Images have alt text', passed: false },
      { id: 'https', text: 'The site uses HTTPS', passed: false },
    ],
  })
}, 120_000)

afterAll(async () => {
  await server?.stop()
})

describe('the monthly report', () => {
  it('reviews the month’s traffic beside the month before’s, its vitals, and the failing checks by name', async () => {
    const { body } = await callAs(server, admin)
      .post('/api/portal/reports')
      .send({ siteId, month })
      .expect(201)
    const { report } = body
    // 7 + 6 + … + 1 = 28 pageviews on seven days, each page's visitors new that day.
    expect(report.traffic).toEqual({
      visitors: 28,
      pageviews: 28,
      previous: { visitors: 1, pageviews: 2 },
      pages: [
        { path: '/', visitors: 7, pageviews: 7 },
        { path: '/menu', visitors: 6, pageviews: 6 },
        { path: '/about', visitors: 5, pageviews: 5 },
        { path: '/hours', visitors: 4, pageviews: 4 },
        { path: '/contact', visitors: 3, pageviews: 3 },
      ],
      sources: [
        { source: 'Direct', visitors: 7 },
        { source: 'google.com', visitors: 6 },
        { source: 'bing.com', visitors: 5 },
        { source: 'duckduckgo.com', visitors: 4 },
        { source: 'facebook.com', visitors: 3 },
      ],
    })
    expect(report.vitals).toEqual({
      lcp: { p75: 3_100, samples: 1, rating: 'needs-improvement' },
      inp: { p75: 90, samples: 1, rating: 'good' },
      cls: { p75: 0.01, samples: 1, rating: 'good' },
    })
    expect(report.audit).toEqual({
      passed: 1,
      total: 3,
      failing: ['Images have alt text', 'The site uses HTTPS'],
      fixed: [],
      new: [],
    })
    // Stored with the draft: reading it again gives the same figures.
    const again = await callAs(server, admin).get(`/api/portal/reports/${report.id}`).expect(200)
    expect(again.body.report.traffic).toEqual(report.traffic)
  })

  it('says so plainly for a site without a visit: zeros, nothing to compare with, no vitals', async () => {
    const { body } = await callAs(server, admin)
      .post('/api/portal/reports')
      .send({ siteId: quietSiteId, month })
      .expect(201)
    expect(body.report).toMatchObject({
      traffic: { visitors: 0, pageviews: 0, previous: null, pages: [], sources: [] },
      vitals: {
        lcp: { p75: null, samples: 0, rating: null },
        inp: { p75: null, samples: 0, rating: null },
        cls: { p75: null, samples: 0, rating: null },
      },
      audit: null,
    })
  })
})

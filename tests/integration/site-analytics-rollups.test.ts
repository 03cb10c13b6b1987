import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, todayInNewYork } from '@studio/api/bills/bill-dates'
import { createSite, createUser } from '../support/factories.ts'
import { callAs, type PortalCaller } from '../support/portal.ts'
import {
  afterRollupGrace,
  analyticsKeyOf,
  beacon,
  browsers,
  collectAt,
  rollupGraceWaitMs,
} from '../support/site-analytics.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

// Visits over several New York days, with the jobs run in process (no Redis): the reply counted from the
// raw events, then the same reply from the daily rollups; the salt rotation; the privacy of every table.
// Days before today are collected through the API's own collector at a chosen instant; today's through
// POST /api/v.

let server: TestServer
let owner: PortalCaller
let admin: PortalCaller
let stranger: PortalCaller
let siteId: number
let key: string

const today = todayInNewYork(new Date())
const [day1, day2, day3] = [addDays(today, -3), addDays(today, -2), addDays(today, -1)]
// Mid-day in New York whatever the offset.
const noon = (day: string, minute = 0) => `${day}T17:${String(minute).padStart(2, '0')}:00Z`

const people = {
  ann: { address: '1.0.1.1', userAgent: browsers.firefoxLinux }, // CN, Firefox, Linux
  bob: { address: '1.0.1.2', userAgent: browsers.safariIphone }, // CN, Safari, iOS
  cat: { address: '1.0.0.9', userAgent: browsers.chromeWindows }, // AU, Chrome, Windows
}
const page = (path: string, r = '', w = 1280) => ({
  k: key,
  n: 'pageview' as const,
  u: `https://bakery.example${path}`,
  r,
  w,
})
const vitals = (lcp: number, inp: number, cls: number, w = 1280) => ({
  k: key,
  n: 'vitals' as const,
  u: 'https://bakery.example/',
  r: '',
  w,
  lcp,
  inp,
  cls,
})

const visits = (caller: PortalCaller | undefined, query = '') =>
  callAs(server, caller).get(`/api/portal/sites/${siteId}/visits${query}`)

beforeAll(async () => {
  await afterRollupGrace(today)
  server = await startTestServer({ queue: 'in-process', env: { TRUST_PROXY: 'loopback' } })
  owner = await createUser(server.deps)
  stranger = await createUser(server.deps)
  admin = await createUser(server.deps, { admin: true })
  siteId = await createSite(server.deps.db, owner.id, { name: 'Bakery', url: 'https://www.bakery.example/' })
  key = await analyticsKeyOf(server.deps.db, siteId)

  await collectAt(server.deps, noon(day1), [
    { event: page('/', 'https://www.google.com/'), ...people.ann },
    { event: page('/menu?utm_source=newsletter', '', 390), ...people.bob },
    { event: vitals(1_800, 150, 0.05), ...people.ann },
    { event: vitals(4_200, 600, 0.3, 390), ...people.bob },
  ])
  await collectAt(server.deps, noon(day1, 1), [
    { event: page('/menu', 'https://bakery.example/'), ...people.ann },
  ])
  await collectAt(server.deps, noon(day2), [{ event: page('/'), ...people.ann }])
  for (const [event, person] of [
    [page('/hours', 'https://www.bing.com/search', 1440), people.cat],
    [page('/'), people.ann],
    [vitals(2_000, 180, 0.02, 1440), people.cat],
    [vitals(2_450, 220, 0.12), people.ann],
  ] as const) {
    expect((await beacon(server, event, person)).status).toBe(202)
  }
  await server.deps.siteEvents.flush()
}, 120_000 + rollupGraceWaitMs)

afterAll(async () => {
  await server?.stop()
})

const expectedVisits = {
  from: day1,
  to: today,
  visitors: 5, // two on day 1, one on day 2, two today: the same person is a new visitor each day
  pageviews: 6,
  days: [
    { date: day1, visitors: 2, pageviews: 3 },
    { date: day2, visitors: 1, pageviews: 1 },
    { date: day3, visitors: 0, pageviews: 0 },
    { date: today, visitors: 2, pageviews: 2 },
  ],
  pages: [
    { path: '/', visitors: 3, pageviews: 3 },
    { path: '/menu', visitors: 2, pageviews: 2 },
    { path: '/hours', visitors: 1, pageviews: 1 },
  ],
  // By each visitor's first page of the day: Ann came from Google on day 1, then read the menu.
  sources: [
    { source: 'Direct', visitors: 2 },
    { source: 'google.com', visitors: 1 },
    { source: 'bing.com', visitors: 1 },
    { source: 'newsletter', visitors: 1 },
  ],
  devices: [
    { device: 'Desktop', visitors: 4 },
    { device: 'Phone', visitors: 1 },
  ],
  browsers: [
    { browser: 'Firefox', visitors: 3 },
    { browser: 'Chrome', visitors: 1 },
    { browser: 'Safari', visitors: 1 },
  ],
  countries: [
    { country: 'CN', visitors: 4 },
    { country: 'AU', visitors: 1 },
  ],
  // Four samples each: the 75th percentile is the third.
  vitals: {
    lcp: { p75: 2_450, samples: 4, rating: 'good' },
    inp: { p75: 220, samples: 4, rating: 'needs-improvement' },
    cls: { p75: 0.12, samples: 4, rating: 'needs-improvement' },
  },
}

describe('a site’s visits', () => {
  let fromRawEvents: unknown

  it('are counted from the raw events before any rollup', async () => {
    const { body } = await visits(owner, `?from=${day1}&to=${today}`).expect(200)
    expect(body.visits).toEqual(expectedVisits)
    fromRawEvents = body.visits
  })

  it('are the same once the finished days are rolled up, today still counted from its events', async () => {
    const rolled = await server.deps.jobs.runAndWait('roll-up-site-visits', {}, 30_000)
    expect(rolled).toEqual({ days: [day1, day2, day3] })
    const { body } = await visits(owner, `?from=${day1}&to=${today}`).expect(200)
    expect(body.visits).toEqual(fromRawEvents)
    // Run again, nothing is rolled up twice.
    expect(await server.deps.jobs.runAndWait('roll-up-site-visits', {}, 30_000)).toEqual({ days: [] })
    const { rows } = await server.deps.db.query(
      'SELECT sum(pageviews)::int AS pageviews FROM site_visit_days WHERE site_id = $1',
      [siteId],
    )
    expect(rows[0].pageviews).toBe(4)
  })

  it('default to the last 30 days, for the admin too', async () => {
    const { body } = await visits(admin).expect(200)
    expect(body.visits).toMatchObject({ from: addDays(today, -29), to: today, visitors: 5, pageviews: 6 })
    expect(body.visits.days).toHaveLength(30)
  })

  it('are nobody else’s: another client 404, signed out 401; ranges over 366 days or backwards 400', async () => {
    expect((await visits(stranger).expect(404)).body).toMatchObject({ error: 'There is no such site.' })
    await visits(undefined).expect(401)
    expect((await visits(owner, `?from=${today}&to=${day1}`).expect(400)).body.error).toBe(
      `From (${today}) must not be after to (${day1}).`,
    )
    expect((await visits(owner, '?from=2024-01-01&to=2025-01-02').expect(400)).body.error).toBe(
      'Please ask for at most 366 days at a time; 2024-01-01 to 2025-01-02 is 368 days.',
    )
    expect((await visits(owner, '?to=2025-02-30').expect(400)).body.error).toBe(
      'To: use a real date like 2026-03-31.',
    )
  })
})

describe('the visitor salt', () => {
  it('is one per New York day, and the rotation at midnight deletes every earlier one', async () => {
    const salts = async () =>
      (await server.deps.db.query('SELECT day FROM visitor_salts ORDER BY day')).rows.map((row) => row.day)
    expect(await salts()).toEqual([day1, day2, today])
    expect(await server.deps.jobs.runAndWait('rotate-visitor-salts', {}, 30_000)).toEqual({
      day: today,
      deleted: 2,
    })
    expect(await salts()).toEqual([today])
    // Today's visitors are still recognised: Ann's second page today is no new visitor.
    await beacon(server, page('/menu'), people.ann)
    await server.deps.siteEvents.flush()
    const { body } = await visits(owner, `?from=${today}&to=${today}`).expect(200)
    expect(body.visits).toMatchObject({ visitors: 2, pageviews: 3 })
  })
})

describe('privacy', () => {
  it('no table of the analytics holds an address or a User-Agent, in any column', async () => {
    const { rows: tables } = await server.deps.db.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND (table_name LIKE 'site\\_%' OR table_name LIKE 'visitor\\_%')`,
    )
    expect(tables.map((table) => table.name)).toEqual(
      expect.arrayContaining(['site_events', 'site_visit_breakdowns', 'site_vital_buckets', 'visitor_salts']),
    )
    const stored: string[] = []
    for (const { name } of tables) {
      const { rows } = await server.deps.db.query(`SELECT to_jsonb(t)::text AS row FROM ${name} t`)
      stored.push(...rows.map((row) => row.row as string))
    }
    expect(stored.length).toBeGreaterThan(20)
    const personal = [
      ...Object.values(people).flatMap((person) => [person.address, person.userAgent]),
      'Mozilla',
      'AppleWebKit',
      'Gecko/',
    ]
    for (const text of personal) {
      expect(stored.filter((row) => row.includes(text))).toEqual([])
    }
  })
})

describe('raw events', () => {
  it('are pruned after 400 days; the daily figures stay', async () => {
    const { rows: before } = await server.deps.db.query('SELECT count(*)::int AS days FROM site_visit_days')
    const oldSite = await createSite(server.deps.db, owner.id, { url: 'https://old.example/' })
    const oldKey = await analyticsKeyOf(server.deps.db, oldSite)
    const event = { k: oldKey, n: 'pageview' as const, u: 'https://old.example/', r: '', w: 800 }
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString()
    await collectAt(server.deps, daysAgo(401), [{ event, ...people.ann }])
    await collectAt(server.deps, daysAgo(399), [{ event, ...people.ann }])
    expect(await server.deps.jobs.runAndWait('prune-site-events', {}, 30_000)).toEqual({ deleted: 1 })
    const { rows } = await server.deps.db.query(
      'SELECT count(*)::int AS events FROM site_events WHERE site_id = $1',
      [oldSite],
    )
    expect(rows[0].events).toBe(1)
    const { rows: after } = await server.deps.db.query('SELECT count(*)::int AS days FROM site_visit_days')
    expect(after).toEqual(before)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Visits } from '@studio/api/contract/site-analytics'
import { addDays, todayInNewYork } from '@studio/api/bills/bill-dates'
import { visitsOver } from '@studio/api/site-analytics/site-analytics.service'
import { siteEventsRepository, type SiteEvent } from '@studio/api/site-analytics/site-events.repository'
import { visitsFrom } from '@studio/api/site-analytics/visits-figures'
import { bucketMax, vitalMetrics } from '@studio/api/site-analytics/vitals'
import type { BreakdownRow } from '@studio/api/site-analytics/site-visits.repository'
import { createSite, createUser } from '../support/factories.ts'
import {
  afterRollupGrace,
  midnightInNewYork,
  rollupGraceWaitMs,
  storedEvents,
} from '../support/site-analytics.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

// Visits counted as each batch is written (docs/decisions/042-visits-counted-as-written.md): after every
// batch the visits reply equals a count made here, in plain TypeScript, from the site's raw events; it
// reads no raw event; batches written at once, or an earlier first pageview written after a later one,
// count a visitor once by their first pageview; and the rollup afterwards changes nothing.

let server: TestServer
let siteId: number

const today = todayInNewYork(new Date())
const yesterday = addDays(today, -1)
const startOfToday = midnightInNewYork(today)
// Ten minutes ago, or New York's midnight when the test runs in the day's first ten minutes, so every event
// written "today" is today there (a run at 00:10 New York time wrote some of them into yesterday).
const started = Math.max(Date.now() - 10 * 60_000, startOfToday + 1_000)
/** `seconds` after `started`: today in New York. */
const todayAt = (seconds: number) => new Date(started + seconds * 1000)
const yesterdayAt = (seconds: number) => new Date(Date.parse(`${yesterday}T17:00:00Z`) + seconds * 1000)

type Visit = Partial<SiteEvent> & Pick<SiteEvent, 'visitor' | 'at'>
// What these tests do not vary: no campaign, and the operating system (not counted in the figures).
const untracked = { utmSource: null, utmMedium: null, utmCampaign: null, os: 'Linux' }
const noVitals = { lcpMs: null, inpMs: null, clsThousandths: null }
const pageview = (visit: Visit): SiteEvent => ({
  siteId,
  kind: 'pageview',
  path: '/',
  source: 'Direct',
  device: 'Desktop',
  browser: 'Firefox',
  country: 'US',
  ...untracked,
  ...noVitals,
  ...visit,
})
const vitals = (visit: Visit, lcpMs: number, inpMs: number | null, clsThousandths: number): SiteEvent =>
  pageview({ ...visit, kind: 'vitals', lcpMs, inpMs, clsThousandths })

const write = (events: SiteEvent[]) => siteEventsRepository.insertBatch(server.deps.db, events)

/** The visits from `from` through `to`, counted from the site's raw events with no SQL. */
async function countedFromRawEvents(from: string, to: string): Promise<Visits> {
  const events = (await storedEvents(server.deps.db, siteId))
    .map((row) => ({ ...row, day: todayInNewYork(row.at) }))
    .filter((event) => event.day >= from && event.day <= to)
  const pageviews = events.filter((event) => event.kind === 'pageview')
  const tally = new Map<string, { visitors: Set<string>; pageviews: number }>()
  const add = (key: string, visitor: string, views: number) => {
    const entry = tally.get(key) ?? { visitors: new Set<string>(), pageviews: 0 }
    entry.visitors.add(visitor)
    entry.pageviews += views
    tally.set(key, entry)
  }
  const viewsOf = new Map<string, number>()
  for (const event of pageviews) {
    const visitor = `${event.day} ${event.visitor}`
    viewsOf.set(visitor, (viewsOf.get(visitor) ?? 0) + 1)
    add(`day\t${event.day}`, visitor, 1)
    add(`page\t${event.path}`, visitor, 1)
  }
  // Oldest first: a visitor's first pageview of the day gives their source, device, browser and country.
  const firstViews = new Map(
    [...pageviews].reverse().map((event) => [`${event.day} ${event.visitor}`, event]),
  )
  for (const [visitor, event] of firstViews) {
    for (const dimension of ['source', 'device', 'browser', 'country'] as const) {
      add(`${dimension}\t${event[dimension]}`, visitor, viewsOf.get(visitor)!)
    }
  }
  const rows = [...tally].map(([key, entry]) => {
    const [dimension, value] = key.split('\t') as [string, string]
    return { dimension, value, visitors: entry.visitors.size, pageviews: entry.pageviews }
  })
  const samples = new Map<string, number>()
  const columns = { lcp: 'lcp_ms', inp: 'inp_ms', cls: 'cls_thousandths' } as const
  for (const event of events.filter((event) => event.kind === 'vitals')) {
    for (const metric of vitalMetrics) {
      const stored = event[columns[metric]]
      if (stored === null) continue
      const key = `${metric}\t${bucketMax(metric, stored)}`
      samples.set(key, (samples.get(key) ?? 0) + 1)
    }
  }
  return visitsFrom({
    from,
    to,
    days: rows
      .filter((row) => row.dimension === 'day')
      .map((row) => ({ date: row.value, visitors: row.visitors, pageviews: row.pageviews })),
    breakdowns: rows.filter((row) => row.dimension !== 'day') as BreakdownRow[],
    vitals: [...samples].map(([key, count]) => {
      const [metric, edge] = key.split('\t') as [(typeof vitalMetrics)[number], string]
      return { metric, bucketMax: Number(edge), samples: count }
    }),
  })
}

/** The reply with each list in one order (the read ranks ties by the database's collation). */
function inOneOrder(visits: Visits) {
  const sorted = <T>(list: T[]) => list.map((entry) => JSON.stringify(entry)).sort()
  return {
    ...visits,
    pages: sorted(visits.pages),
    sources: sorted(visits.sources),
    devices: sorted(visits.devices),
    browsers: sorted(visits.browsers),
    countries: sorted(visits.countries),
  }
}

async function expectCountedAsRaw(from = yesterday, to = today) {
  const read = await visitsOver(server.deps.db, siteId, from, to)
  expect(inOneOrder(read)).toEqual(inOneOrder(await countedFromRawEvents(from, to)))
  return read
}

beforeAll(async () => {
  await afterRollupGrace(today)
  server = await startTestServer({ queue: 'in-process' })
  const client = await createUser(server.deps)
  siteId = await createSite(server.deps.db, client.id, { url: 'https://counted.example/' })
}, 60_000 + rollupGraceWaitMs)

afterAll(async () => {
  await server?.stop()
})

describe('visits counted as the events are written', () => {
  it('are in the read right after each batch, equal to a count from the raw events', async () => {
    await write([
      pageview({ visitor: '1', at: todayAt(10) }),
      pageview({ visitor: '2', at: todayAt(20), path: '/menu', source: 'google.com', device: 'Phone' }),
      pageview({ visitor: '1', at: todayAt(30), path: '/menu' }),
      vitals({ visitor: '1', at: todayAt(31) }, 1_800, 150, 50),
    ])
    expect(await expectCountedAsRaw()).toMatchObject({ visitors: 2, pageviews: 3 })

    await write([
      pageview({ visitor: '2', at: todayAt(40), path: '/menu' }),
      pageview({ visitor: '3', at: todayAt(45), path: '/hours', browser: 'Safari', country: 'CA' }),
      vitals({ visitor: '3', at: todayAt(46), device: 'Tablet' }, 4_200, null, 300),
      pageview({ visitor: '1', at: yesterdayAt(0), source: 'bing.com', device: 'Tablet' }),
      pageview({ visitor: '4', at: yesterdayAt(5), path: '/hours', browser: 'Chrome', country: 'DE' }),
      pageview({ visitor: '4', at: yesterdayAt(9) }),
    ])
    expect(await expectCountedAsRaw()).toMatchObject({ visitors: 5, pageviews: 8 })
  })

  it('count a visitor once by their first pageview, however the batches arrive', async () => {
    // Two API processes writing at once, the same visitors in both.
    await Promise.all([
      write([
        pageview({ visitor: '5', at: todayAt(60), path: '/menu', source: 'newsletter', browser: 'Edge' }),
        pageview({ visitor: '6', at: todayAt(61), country: 'MX' }),
      ]),
      write([
        pageview({ visitor: '5', at: todayAt(55), device: 'Phone', country: 'GB' }),
        pageview({ visitor: '6', at: todayAt(66), path: '/hours' }),
        vitals({ visitor: '6', at: todayAt(67) }, 2_450, 220, 120),
      ]),
    ])
    await expectCountedAsRaw()
    // Visitor 1's first pageview today came in late, from elsewhere: all their views move to it.
    await write([pageview({ visitor: '1', at: todayAt(5), source: 'facebook.com', browser: 'Chrome' })])
    const read = await expectCountedAsRaw()
    expect(read.sources).toContainEqual({ source: 'facebook.com', visitors: 1 })
  })

  it('are read from the figures alone, not from the raw events', async () => {
    const expected = await visitsOver(server.deps.db, siteId, yesterday, today)
    const connection = await server.deps.db.connect()
    try {
      await connection.query('BEGIN')
      await connection.query('DELETE FROM site_events WHERE site_id = $1', [siteId])
      expect(await visitsOver(connection, siteId, yesterday, today)).toEqual(expected)
    } finally {
      await connection.query('ROLLBACK')
      connection.release()
    }
  })

  it('are not changed by the rollup, which deletes the finished day’s visitor hashes', async () => {
    const before = await expectCountedAsRaw()
    const rolled = await server.deps.jobs.runAndWait('roll-up-site-visits', {}, 30_000)
    expect(rolled).toEqual({ days: [yesterday] })
    expect(await expectCountedAsRaw()).toEqual(before)
    const hashesOf = async (day: string) => {
      const { rows } = await server.deps.db.query<{ hashes: number }>(
        `SELECT (SELECT count(*) FROM site_day_visitors WHERE day = $1)
              + (SELECT count(*) FROM site_day_page_visitors WHERE day = $1) AS hashes`,
        [day],
      )
      return Number(rows[0]!.hashes)
    }
    expect(await hashesOf(yesterday)).toBe(0)
    expect(await hashesOf(today)).toBeGreaterThan(0)
    // A later event of today is still counted on top, and yesterday's figures stay put.
    await write([pageview({ visitor: '7', at: todayAt(90), path: '/menu' })])
    expect(await expectCountedAsRaw()).toMatchObject({ visitors: before.visitors + 1 })
  })

  it('leave a closed day as it was; the prune deletes what a batch racing its rollup left open', async () => {
    const before = await visitsOver(server.deps.db, siteId, yesterday, today)
    // An event of yesterday written after its rollup is stored, not counted (as before counting moved).
    await write([pageview({ visitor: '8', at: yesterdayAt(60) })])
    expect(await visitsOver(server.deps.db, siteId, yesterday, today)).toEqual(before)
    // What a batch that counted while the rollup closed the day would leave: figures the read leaves out.
    await server.deps.db.query(
      `INSERT INTO site_open_visit_days (site_id, day, visitors, pageviews) VALUES ($1, $2, 1, 1)`,
      [siteId, yesterday],
    )
    expect(await visitsOver(server.deps.db, siteId, yesterday, today)).toEqual(before)
    await server.deps.jobs.runAndWait('prune-site-events', {}, 30_000)
    const { rows } = await server.deps.db.query(
      'SELECT count(*)::int AS open FROM site_open_visit_days WHERE site_id = $1 AND day = $2',
      [siteId, yesterday],
    )
    expect(rows[0].open).toBe(0)
    expect(await visitsOver(server.deps.db, siteId, yesterday, today)).toEqual(before)
  })
})

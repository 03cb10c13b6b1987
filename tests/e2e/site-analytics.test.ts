import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Visits } from '@studio/api/contract/site-analytics'
import { linkSite, openVisitor, visitsOf, type Visitor } from '../support/analytics-visitors.ts'
import { useBrowserAndDatabase } from '../support/e2e-context.ts'
import { createUser } from '../support/factories.ts'
import { fixtureCookie, serveAnalyticsFixtureSite } from '../support/fixture-site-analytics.ts'
import { browsers } from '../support/site-analytics.ts'
import { loginToken } from '../support/sign-in.ts'
import { waitFor } from '../support/wait-for.ts'

// Real visits by Chromium to a client's site on loopback that carries the snippet: pageviews and history
// navigations counted, a crawler and a Global Privacy Control visitor not, vitals sent once the page is
// hidden; then the database read column by column for an address, a User-Agent or a cookie.

const baseURL = inject('baseURL')
const e2e = useBrowserAndDatabase()
let site: Awaited<ReturnType<typeof serveAnalyticsFixtureSite>>
let siteId: number
let clientToken: string

beforeAll(async () => {
  site = await serveAnalyticsFixtureSite(baseURL)
  const client = await createUser(e2e.db)
  const admin = await createUser(e2e.db, { admin: true })
  clientToken = await loginToken(baseURL, client)
  const linked = await linkSite(
    baseURL,
    await loginToken(baseURL, admin),
    client.username,
    'Bakery',
    site.url,
  )
  siteId = linked.id
  site.key = linked.analyticsKey
})

afterAll(async () => {
  await site?.close()
})

const visits = () => visitsOf(baseURL, clientToken, siteId)
const untilVisits = (what: string, check: (figures: Visits) => boolean) =>
  waitFor(what, async () => {
    const figures = await visits()
    return check(figures) ? figures : null
  })

/** A visitor's walk through the site; its browser is closed afterwards. */
async function visit(visitor: Visitor, run: (page: Page) => Promise<void>) {
  const { page, close } = await openVisitor(visitor)
  try {
    await run(page)
  } finally {
    await close()
  }
}

/** Opens `path` and waits until the snippet and what it loads lazily (web-vitals) have arrived. */
async function open(page: Page, path: string) {
  await page.goto(new URL(path, site.url).href)
  await page.waitForLoadState('networkidle')
}

describe('site analytics from real visits', () => {
  it('counts pageviews and history navigations, and neither a crawler nor a visitor asking for privacy', async () => {
    // The ones that must not count go first: by the time the others are counted, they would have been.
    await visit('crawler', async (page) => {
      await open(page, '/')
      await open(page, '/menu')
    })
    await visit('privacy', async (page) => {
      const sent: string[] = []
      page.on('request', (request) => request.url().endsWith('/api/v') && sent.push(request.url()))
      await open(page, '/')
      await open(page, '/app')
      await page.getByRole('button', { name: 'Next page' }).click()
      await page.goto('about:blank')
      expect(sent, 'a Global Privacy Control visitor sends nothing').toEqual([])
    })

    await visit('desktop', async (page) => {
      await open(page, '/')
      await page.getByRole('link', { name: 'Our menu' }).click()
      await page.waitForURL(/\/menu$/)
      await open(page, '/app')
      await page.getByRole('button', { name: 'Next page' }).click()
      await page.waitForURL(/\/app\/next$/)
      await page.goBack()
      await page.waitForURL(/\/app$/)
    })

    const figures = await untilVisits('the desktop visitor’s five pageviews', (got) => got.pageviews >= 5)
    expect(figures).toMatchObject({ visitors: 1, pageviews: 5 })
    expect(figures.pages).toEqual(
      expect.arrayContaining([
        { path: '/', visitors: 1, pageviews: 1 },
        { path: '/menu', visitors: 1, pageviews: 1 },
        { path: '/app', visitors: 1, pageviews: 2 },
        { path: '/app/next', visitors: 1, pageviews: 1 },
      ]),
    )
    expect(figures.pages).toHaveLength(4)
    expect(figures.sources).toEqual([{ source: 'Direct', visitors: 1 }])
    expect(figures.devices).toEqual([{ device: 'Desktop', visitors: 1 }])
    expect(figures.browsers).toEqual([{ browser: 'Chrome', visitors: 1 }])
    // Loopback is in no range of the country table.
    expect(figures.countries).toEqual([{ country: 'ZZ', visitors: 1 }])
  })

  it('sends the vitals of a page once it is hidden, not before', async () => {
    const before = await visits()
    const { page, close } = await openVisitor('phone')
    const beacons: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v') beacons.push(request.postData() ?? '')
    })
    await open(page, '/menu?utm_source=newsletter&utm_medium=email&fbclid=private-click-id')
    await page.getByRole('heading', { name: 'Menu' }).click()
    const shown = await untilVisits('the phone’s pageview', (got) => got.pageviews === before.pageviews + 1)
    expect(shown.vitals.lcp.samples, 'no vitals while the page is shown').toBe(before.vitals.lcp.samples)

    await page.goto('about:blank')
    const hidden = await untilVisits(
      'the phone’s vitals, after its page was hidden',
      (got) =>
        got.vitals.lcp.samples > before.vitals.lcp.samples &&
        got.vitals.cls.samples > before.vitals.cls.samples,
    )
    await close()
    expect(hidden).toMatchObject({ visitors: 2, pageviews: before.pageviews + 1 })
    expect(hidden.vitals.lcp).toMatchObject({ p75: expect.any(Number), rating: expect.any(String) })
    expect(hidden.vitals.cls).toMatchObject({ p75: expect.any(Number), rating: expect.any(String) })
    expect(hidden.sources).toEqual(
      expect.arrayContaining([
        { source: 'Direct', visitors: 1 },
        { source: 'newsletter', visitors: 1 },
      ]),
    )
    expect(hidden.devices).toEqual(expect.arrayContaining([{ device: 'Phone', visitors: 1 }]))
    // Only what is kept leaves the page: the campaign tags, not the rest of the query string.
    expect(beacons.length).toBeGreaterThanOrEqual(1)
    for (const body of beacons) {
      expect(body).toContain('utm_source=newsletter')
      expect(body).not.toContain('private-click-id')
    }
    expect(hidden.pages.find((page) => page.path === '/menu')).toEqual({
      path: '/menu',
      visitors: 2,
      pageviews: 2,
    })
  })

  it('keeps no address, no User-Agent and no cookie in any column, and leaves nothing in the browser', async () => {
    const { page, close } = await openVisitor('desktop')
    const context = page.context()
    await open(page, '/')
    await untilVisits('the last visit', (got) =>
      got.pages.some((row) => row.path === '/' && row.pageviews >= 2),
    )
    // The snippet's origin (the studio's app) has set no cookie, and the client's site holds only its own.
    expect(await context.cookies(baseURL)).toEqual([])
    expect((await context.cookies(site.url)).map((cookie) => cookie.name)).toEqual([fixtureCookie.name])
    const stored = await page.evaluate(async () => ({
      local: localStorage.length,
      session: sessionStorage.length,
      databases: (await indexedDB.databases()).length,
    }))
    expect(stored).toEqual({ local: 0, session: 0, databases: 0 })
    await close()

    const { db } = e2e
    // This site's rows of every site_ table (other files' monitored sites on 127.0.0.1 may name their
    // address in a failed check), and every visitor_ row.
    const { rows: tables } = await db.query<{ name: string; perSite: boolean }>(
      `SELECT t.table_name AS name,
              EXISTS (SELECT 1 FROM information_schema.columns c
                       WHERE c.table_schema = 'public' AND c.table_name = t.table_name
                         AND c.column_name = 'site_id') AS "perSite"
         FROM information_schema.tables t
        WHERE t.table_schema = 'public' AND (t.table_name LIKE 'site\\_%' OR t.table_name LIKE 'visitor\\_%')`,
    )
    expect(tables.map((table) => table.name)).toEqual(
      expect.arrayContaining(['site_events', 'visitor_salts']),
    )
    const rows: string[] = []
    for (const { name, perSite } of tables) {
      const result = perSite
        ? await db.query<{ row: string }>(
            `SELECT to_jsonb(t)::text AS row FROM ${name} t WHERE site_id = $1`,
            [siteId],
          )
        : await db.query<{ row: string }>(`SELECT to_jsonb(t)::text AS row FROM ${name} t`)
      rows.push(...result.rows.map((row) => row.row))
    }
    const events = await db.query('SELECT count(*)::int AS n FROM site_events WHERE site_id = $1', [siteId])
    expect(events.rows[0].n, 'the visits were stored').toBeGreaterThanOrEqual(7)
    const personal = [
      '127.0.0.1',
      '::1',
      ...Object.values(browsers),
      'Mozilla/5.0',
      'iPhone OS',
      fixtureCookie.value,
      'private-click-id',
    ]
    for (const text of personal) {
      expect(
        rows.filter((row) => row.includes(text)),
        text,
      ).toEqual([])
    }
  })
})

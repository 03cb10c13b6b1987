import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Site } from '@studio/api/contract/portal-sites'
import type { Report } from '@studio/api/contract/portal-work'
import { analyticsSnippet } from '@studio/api/contract/site-analytics'
import { createLogger } from '@studio/api/platform/logger'
import { monthBefore, monthSoFar, newYorkDay, rangeWords } from '@studio/web/common/site-visits/visit-ranges'
import { formatMonth } from '@studio/web/features/care-plan/client/format'
import { linkSite, openVisitor, visitsOf } from '../support/analytics-visitors.ts'
import { axeViolations } from '../support/axe.ts'
import { useBrowserAndDatabase } from '../support/e2e-context.ts'
import { addSiteAudit, createUser, type CreatedUser } from '../support/factories.ts'
import { serveAnalyticsFixtureSite } from '../support/fixture-site-analytics.ts'
import { closePage, desktopPageAs, scrollsSideways } from '../support/portal-pages.ts'
import { browsers, collectAt } from '../support/site-analytics.ts'
import { callPortalApi } from '../support/portal-api.ts'
import { loginToken } from '../support/sign-in.ts'
import { cellsOf, narrowPhoneAs, vitalsOf } from '../support/visits-screens.ts'
import { waitFor } from '../support/wait-for.ts'

// The analytics screens after real visits: the client reads the visits and speed on the dashboard in
// words (a 360 px phone and a desktop), the studio copies the snippet and sees the last visit on the
// Clients page, a report shows the month's traffic, vitals and failing checks by name and prints with the
// letterhead, and the Studio Overview says how to see the studio's own site. axe finds nothing on any.

const baseURL = inject('baseURL')
/** The address `npm run build` baked into the site (tests/support/app.ts), which the snippet names. */
const builtPublicUrl = 'http://localhost:3000'
const e2e = useBrowserAndDatabase()
let site: Awaited<ReturnType<typeof serveAnalyticsFixtureSite>>
let linked: Site
let client: CreatedUser
let admin: CreatedUser
let adminToken: string

async function expectAccessible(page: Page) {
  await page.waitForLoadState('networkidle')
  expect(await axeViolations(page)).toEqual([])
}

/** A report's traffic, vitals and failing checks as the page shows them; axe finds nothing, nothing scrolls sideways. */
async function readReport(page: Page, report: Report) {
  await page.goto(`${baseURL}/dashboard/reports/${report.id}`)
  await page.getByRole('heading', { name: 'Visits', exact: true }).waitFor()
  expect(await cellsOf(page, /^Visitors \d/)).toEqual(['Visitors', '2', 'up 100% from 1'])
  expect(await cellsOf(page, /^Pageviews \d/)).toEqual(['Pageviews', '3', 'up 200% from 1'])
  expect(await cellsOf(page, /^\/menu/)).toEqual([expect.stringMatching(/^\/menu\s2 pageviews$/), '2'])
  expect(await cellsOf(page, /^newsletter/)).toEqual(['newsletter', '1'])
  const [lcp] = await vitalsOf(page)
  expect(lcp).toEqual([
    ['LCP', formatMonth(lastMonth), expect.stringMatching(/^3\.1 s Needs improvement\sfrom 1 page view$/)],
  ])
  const failing = page.getByRole('region', { name: 'Audit checks that fail' }).getByRole('listitem')
  expect(await failing.allInnerTexts()).toEqual(report.audit!.failing)
  await expectAccessible(page)
  expect(await scrollsSideways(page)).toBe(false)
}

beforeAll(async () => {
  site = await serveAnalyticsFixtureSite(baseURL)
  client = await createUser(e2e.db)
  admin = await createUser(e2e.db, { admin: true })
  adminToken = await loginToken(baseURL, admin)
  linked = await linkSite(baseURL, adminToken, client.username, 'Bakery', site.url)
  site.key = linked.analyticsKey

  // Two real visitors: a desktop reads two pages, a phone comes from a newsletter; each page is hidden at
  // the end, which sends its vitals.
  for (const [visitor, paths] of [
    ['desktop', ['/', '/menu', 'about:blank']],
    ['phone', ['/menu?utm_source=newsletter', 'about:blank']],
  ] as const) {
    const { page, close } = await openVisitor(visitor)
    for (const path of paths) {
      await page.goto(new URL(path, site.url).href)
      await page.waitForLoadState('networkidle')
    }
    await close()
  }
  const clientToken = await loginToken(baseURL, client)
  await waitFor('the three pageviews and their vitals', async () => {
    const visits = await visitsOf(baseURL, clientToken, linked.id)
    return visits.pageviews === 3 && visits.vitals.lcp.samples >= 2 && visits.vitals.cls.samples >= 2
  })
  await seedEarlierMonths()
})

const lastMonth = monthBefore(new Date()).from.slice(0, 7)
const monthBeforeLast = monthBefore(new Date(`${lastMonth}-15T12:00:00Z`)).from.slice(0, 7)

/**
 * Last month's visits and the month before's, collected through the API's own collector at instants in
 * those months (a browser visits today only): last month two visitors, three pageviews and a phone's
 * vitals; the month before one pageview.
 */
async function seedEarlierMonths() {
  const deps = { db: e2e.db, logger: createLogger('silent') }
  const event = (path: string, width: number) => ({
    k: linked.analyticsKey,
    u: new URL(path, site.url).href,
    r: '',
    w: width,
  })
  const desktop = { address: '203.0.113.5', userAgent: browsers.chromeWindows }
  const phone = { address: '198.51.100.7', userAgent: browsers.safariIphone }
  await collectAt(deps, `${monthBeforeLast}-12T16:00:00Z`, [
    { event: { ...event('/', 1280), n: 'pageview' }, ...desktop },
  ])
  await collectAt(deps, `${lastMonth}-12T16:00:00Z`, [
    { event: { ...event('/', 1280), n: 'pageview' }, ...desktop },
    { event: { ...event('/menu', 1280), n: 'pageview' }, ...desktop },
    { event: { ...event('/menu?utm_source=newsletter', 360), n: 'pageview' }, ...phone },
    {
      event: { ...event('/menu?utm_source=newsletter', 360), n: 'vitals', lcp: 3100, inp: 90, cls: 0.01 },
      ...phone,
    },
  ])
}

afterAll(async () => {
  await site?.close()
})

describe('the site analytics screens', () => {
  it('show the client the visits and speed in words, on a 360 px phone and on a desktop', async () => {
    const ranges = `${rangeWords(monthSoFar(new Date()))}, beside ${rangeWords(monthBefore(new Date()))}`
    const phone = await narrowPhoneAs(e2e.browser, baseURL, client)
    await phone.goto(`${baseURL}/dashboard`)
    const card = phone.getByRole('region', { name: 'Visits and speed', exact: true })
    await card.getByRole('heading', { name: `Visitors and pageviews, ${ranges}` }).waitFor()
    expect(await cellsOf(phone, /^Visitors \d/)).toEqual(['Visitors', '2', '2'])
    expect(await cellsOf(phone, /^Pageviews \d/)).toEqual(['Pageviews', '3', '3'])
    await card
      .getByText(/^2 visitors and 3 pageviews (on|from) .+; the busiest day was .+, with 2 visitors\.$/)
      .waitFor()
    await card.getByRole('heading', { name: `Speed for visitors, ${ranges}` }).waitFor()
    const [lcp, , cls] = await vitalsOf(phone)
    expect(lcp![0]!.slice(0, 2)).toEqual(['LCP', 'This month'])
    expect(lcp![0]![2]).toMatch(/^\d+\.\d s (Good|Needs improvement|Poor)\sfrom \d+ page views$/)
    expect(lcp![1]).toEqual([
      'Last month',
      expect.stringMatching(/^3\.1 s Needs improvement\sfrom 1 page view$/),
    ])
    expect(cls![1]).toEqual(['Last month', expect.stringMatching(/^0\.01 Good\sfrom 1 page view$/)])
    expect(await cellsOf(phone, /^newsletter/)).toEqual(['newsletter', '1', '1'])
    expect(await cellsOf(phone, /^Direct/)).toEqual(['Direct', '1', '1'])
    expect(await cellsOf(phone, /^\/menu/)).toEqual([
      expect.stringMatching(/^\/menu\s2 pageviews$/),
      '2',
      '2',
    ])
    expect(await cellsOf(phone, /^Unknown/)).toEqual(['Unknown', '2', '2'])
    expect(await cellsOf(phone, /^Phone/)).toEqual(['Phone', '1', '1'])
    await expectAccessible(phone)
    expect(await scrollsSideways(phone)).toBe(false)
    await closePage(phone)

    const desk = await desktopPageAs(e2e.browser, baseURL, client)
    await desk.goto(`${baseURL}/dashboard`)
    await desk.getByRole('heading', { name: `Speed for visitors, ${ranges}` }).waitFor()
    const visits = desk.getByRole('region', { name: 'Visits and speed', exact: true })
    await visits.getByText("Each day's visitors and pageviews").click()
    const today = newYorkDay(new Date())
    await visits.locator(`time[datetime="${today}"]`).waitFor()
    await expectAccessible(desk)
    await closePage(desk)
  })

  it('give the studio the snippet to copy and the last visit on the Clients page', async () => {
    const line = analyticsSnippet(builtPublicUrl, linked.analyticsKey)
    // The studio's own site, linked to the admin's own account, has its card too (no client owns it).
    const own = await linkSite(baseURL, adminToken, admin.username, 'Studio site', site.url)
    const desk = await desktopPageAs(e2e.browser, baseURL, admin)
    await desk.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
    await desk.goto(`${baseURL}/dashboard/clients`)
    const studioCard = desk.getByRole('region', { name: 'The studio’s own sites' })
    const ownBox = studioCard.getByRole('textbox', { name: 'Analytics snippet for Studio site' })
    expect(await ownBox.inputValue()).toBe(analyticsSnippet(builtPublicUrl, own.analyticsKey))
    await studioCard.getByText('Waiting for the first visit').waitFor()
    const row = desk.getByRole('region', { name: client.username })
    const box = row.getByRole('textbox', { name: 'Analytics snippet for Bakery' })
    expect(await box.inputValue()).toBe(line)
    expect(await box.getAttribute('readonly')).not.toBeNull()
    // The words, then the moment on New York's clock: in the title, and in words for screen readers.
    const seen = row.locator('time.last-visit')
    const moment = String.raw`\w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M E[SD]T`
    expect(await seen.getAttribute('title')).toMatch(new RegExp(`^${moment}$`))
    expect(await seen.textContent()).toMatch(
      new RegExp(String.raw`^Last visit (just now|\d+ minutes? ago) \(${moment}\)$`),
    )
    await row.getByRole('button', { name: 'Copy the snippet for Bakery' }).click()
    await desk.getByText('Copied. Paste it into the <head> of every page of Bakery.').waitFor()
    expect(await desk.evaluate(() => navigator.clipboard.readText())).toBe(line)
    await expectAccessible(desk)
    await closePage(desk)

    // A browser that refuses the clipboard API: the line is selected in its box, and copied the older way.
    const refused = await narrowPhoneAs(e2e.browser, baseURL, admin)
    await refused.addInitScript(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('Denied', 'NotAllowedError'))
    })
    await refused.goto(`${baseURL}/dashboard/clients`)
    const narrowRow = refused.getByRole('region', { name: client.username })
    await narrowRow.getByRole('button', { name: 'Copy the snippet for Bakery' }).click()
    await refused.getByText(/^(Copied\. Paste it into|Your browser did not allow copying)/).waitFor()
    const selection = await narrowRow
      .getByRole('textbox', { name: 'Analytics snippet for Bakery' })
      .evaluate((element: HTMLTextAreaElement) =>
        element.value.slice(element.selectionStart, element.selectionEnd),
      )
    expect(selection).toBe(line)
    await expectAccessible(refused)
    expect(await scrollsSideways(refused)).toBe(false)
    await closePage(refused)
  })

  it('show last month’s traffic, vitals and failing checks by name in a report that prints with the letterhead', async () => {
    // The weekly audit of a new site is due at once; the worker's dispatch takes it within a minute or so.
    // Its checks, as they stand, are copied to a day of last month, which the report covers.
    await waitFor(
      'the site’s first audit',
      async () => {
        const { sites } = await callPortalApi<{ sites: Site[] }>(baseURL, adminToken, 'GET', '/portal/sites')
        return sites.find((listed) => listed.id === linked.id)?.latestAudit
      },
      150_000,
    )
    const { rows } = await e2e.db.query('SELECT results FROM site_audits WHERE site_id = $1 LIMIT 1', [
      linked.id,
    ])
    await addSiteAudit(e2e.db, linked.id, { at: `${lastMonth}-20T16:00:00Z`, results: rows[0].results })
    const { report } = await callPortalApi<{ report: Report }>(
      baseURL,
      adminToken,
      'POST',
      '/portal/reports',
      {
        siteId: linked.id,
        month: lastMonth,
      },
    )
    expect(report.audit?.failing.length).toBeGreaterThan(0)

    const desk = await desktopPageAs(e2e.browser, baseURL, admin)
    await readReport(desk, report)
    await closePage(desk)
    await callPortalApi(baseURL, adminToken, 'POST', `/portal/reports/${report.id}/publish`)

    const phone = await narrowPhoneAs(e2e.browser, baseURL, client)
    await readReport(phone, report)
    const letterhead = phone.locator('.report-letterhead')
    expect(await letterhead.isVisible()).toBe(false)
    await phone.emulateMedia({ media: 'print' })
    expect(await letterhead.isVisible()).toBe(true)
    expect(await letterhead.innerText()).toMatch(
      /Peach Pixel Studio[\s\S]*\(229\) 555-0142 · hello@example\.com/,
    )
    expect(
      await letterhead.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth),
    ).toBeGreaterThan(0)
    expect(await phone.getByRole('row', { name: /^Visitors \d/ }).isVisible()).toBe(true)
    const pdf = await phone.pdf({ format: 'Letter' })
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    await closePage(phone)
  })

  it('tell the studio how to see its own site’s visits on the Studio Overview', async () => {
    const desk = await desktopPageAs(e2e.browser, baseURL, admin)
    await desk.goto(`${baseURL}/dashboard`)
    const card = desk.getByRole('region', { name: 'This site’s visits and speed' })
    await card.getByText(/^To see this site’s own visitors and speed here, link it under care/).waitFor()
    await expectAccessible(desk)
    await closePage(desk)
  })
})

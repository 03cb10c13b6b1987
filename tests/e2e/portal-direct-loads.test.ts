import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { useBrowserAndDatabase } from '../support/e2e-context.ts'
import { createSite, createUser } from '../support/factories.ts'
import { callPortalApi, lastMonth } from '../support/portal-api.ts'
import { closePage, desktopPageAs } from '../support/portal-pages.ts'
import { loginToken } from '../support/sign-in.ts'

// The links in the portal's mails open their pages directly, as a first load of the site (issue 32, item
// 1): each signed-in page answers 200 from the SPA fallback, and from its first paint on the page never
// shows the 404 page's words or a signed-out header ("Client Login"), nor a hydration error.

const baseURL = inject('baseURL')
const e2e = useBrowserAndDatabase()

interface SeenBeforeTheEnd {
  notFoundPage: boolean
  signedOutHeader: boolean
}

/**
 * Watches the document from before the parser's first node to the end: every change to the page is
 * looked at before the browser can paint it, so anything these flags record was on screen or about to be.
 */
async function watchEveryPaint(page: Page) {
  await page.addInitScript(() => {
    const seen: SeenBeforeTheEnd = { notFoundPage: false, signedOutHeader: false }
    Object.assign(window, { seenBeforeTheEnd: seen })
    const look = () => {
      if (/couldn.t find that page/.test(document.body?.textContent ?? '')) seen.notFoundPage = true
      for (const link of document.querySelectorAll('header a')) {
        const shown = link.checkVisibility({ visibilityProperty: true, opacityProperty: true })
        if (link.textContent?.trim() === 'Client Login' && shown) seen.signedOutHeader = true
      }
    }
    new MutationObserver(look).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
    })
  })
}

const seenSoFar = (page: Page) =>
  page.evaluate(() => (window as unknown as { seenBeforeTheEnd: SeenBeforeTheEnd }).seenBeforeTheEnd)

/** Console errors and uncaught exceptions (a hydration mismatch is React error #418). */
function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

describe('a signed-in page opened from a link', () => {
  it('answers 200 and paints only its own page, from the first paint on, with no hydration error', async () => {
    const client = await createUser(e2e.db)
    const admin = await createUser(e2e.db, { admin: true })
    const fortyDaysAgo = new Date(Date.now() - 40 * 24 * 3600_000).toISOString()
    const siteId = await createSite(e2e.db, client.id, { name: 'Harbor Books', createdAt: fortyDaysAgo })
    const clientToken = await loginToken(baseURL, client)
    const adminToken = await loginToken(baseURL, admin)
    const { request } = await callPortalApi<{ request: { id: number } }>(
      baseURL,
      clientToken,
      'POST',
      '/portal/requests',
      { title: 'Winter hours', body: 'Closed on Mondays from December.', siteId },
    )
    const { report } = await callPortalApi<{ report: { id: number } }>(
      baseURL,
      adminToken,
      'POST',
      '/portal/reports',
      { siteId, month: lastMonth() },
    )

    const pages: [string, string | RegExp][] = [
      ['/dashboard/clients', 'Clients and Sites'],
      ['/dashboard/requests', 'Requests Inbox'],
      ['/dashboard/reports', 'Monthly Reports'],
      [`/dashboard/requests/${request.id}`, 'Winter hours'],
      [`/dashboard/reports/${report.id}`, /^Harbor Books: /],
      [`/dashboard/sites/${siteId}`, 'Harbor Books'],
      ['/dashboard', /^Welcome, /],
    ]
    for (const [path, heading] of pages) {
      const page = await desktopPageAs(e2e.browser, baseURL, admin)
      const errors = collectErrors(page)
      await watchEveryPaint(page)
      const response = await page.goto(`${baseURL}${path}`)
      expect(response?.status(), path).toBe(200)
      await page.getByRole('heading', { level: 1, name: heading }).waitFor()
      await page.waitForLoadState('networkidle')
      expect(await seenSoFar(page), path).toEqual({ notFoundPage: false, signedOutHeader: false })
      expect(errors, path).toEqual([])
      await closePage(page)
    }
  })

  it('still answers an unknown path, under the dashboard too, with the 404 page and status 404', async () => {
    for (const path of ['/dashboard/nope', '/dashboard/requests/5/more', '/dashboard/sites', '/nope']) {
      const response = await fetch(`${baseURL}${path}`)
      expect(response.status, path).toBe(404)
      expect(await response.text(), path).toMatch(/couldn.t find that page/)
    }
  })
})

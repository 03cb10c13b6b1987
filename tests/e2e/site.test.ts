import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'
import { openBrowser } from '../support/browser.ts'
import { sitePages } from '@studio/web/site/site-pages'

// The site as a visitor uses it in Chromium: header and mobile menu, every route, titles after
// client-side navigation, unknown paths, toasts and the scroll to top.

const baseURL = inject('baseURL')
const desktop = { width: 1280, height: 900 }
const mobile = { width: 390, height: 844 }

let browser: Browser

beforeAll(async () => {
  browser = await openBrowser()
})

afterAll(async () => {
  await browser.close()
})

/** A fresh page that records uncaught errors and console errors; tests assert the list stays empty. */
async function openPage(viewport = desktop) {
  const page = await browser.newPage({ viewport })
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error')
      problems.push(`console.error: ${message.text()} at ${message.location().url}`)
  })
  return { page, problems }
}

/** Waits until React has hydrated the prerendered page (links then navigate without a reload). */
async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(baseURL + path)
  await page.waitForFunction(() => document.querySelector('script[type="module"]') !== null)
  await page.waitForLoadState('networkidle')
  return response
}

async function canonicalPath(page: Page) {
  const href = await page.locator('link[rel="canonical"]').getAttribute('href')
  return new URL(href!).pathname
}

describe('header on a desktop screen', () => {
  it('navigates Home, About, Contact and Tools without reloading, updating title and canonical', async () => {
    const { page, problems } = await openPage()
    await gotoHydrated(page, '/')
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'))
    const header = page.getByRole('navigation', { name: 'Main' })
    for (const [label, path, heading] of [
      ['About', '/about', /About/],
      ['Contact', '/contact', /Let’s talk/],
      ['Tools', '/tools', /Free tools/],
      ['Home', '/', /A website that works/],
    ] as const) {
      await header.getByRole('link', { name: label, exact: true }).click()
      await page.waitForURL(baseURL + path)
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(heading)
      expect(await page.title()).toMatch(/ \| /)
      expect(await canonicalPath(page)).toBe(path)
      expect(await header.getByRole('link', { name: label, exact: true }).getAttribute('aria-current')).toBe(
        'page',
      )
    }
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document')
    expect(problems).toEqual([])
    await page.close()
  })

  it('shows Client Login when signed out and an external Developer Site link in a new tab', async () => {
    const { page } = await openPage()
    await gotoHydrated(page, '/about')
    const header = page.getByRole('navigation', { name: 'Main' })
    await expect
      .poll(() => header.getByRole('link', { name: 'Client Login' }).getAttribute('href'))
      .toBe('/login')
    expect(await header.getByRole('button', { name: 'Logout' }).count()).toBe(0)
    const developer = header.getByRole('link', { name: /Developer Site/ })
    expect(await developer.getAttribute('target')).toBe('_blank')
    expect(await developer.getAttribute('rel')).toContain('noopener')
    await page.close()
  })

  it('shows Dashboard and Logout when signed in; Logout clears the token and goes to /login', async () => {
    const { page } = await openPage()
    await page.route('**/api/auth/validate_token.php', (route) =>
      route.fulfill({ json: { success: true, is_admin: false, username: 'pat' } }),
    )
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('authToken', 'a-token')
        sessionStorage.setItem('seeded', '1')
      }
    })
    await gotoHydrated(page, '/about')
    const header = page.getByRole('navigation', { name: 'Main' })
    await header.getByRole('link', { name: 'Dashboard' }).waitFor()
    expect(await header.getByRole('link', { name: 'Client Login' }).count()).toBe(0)
    await header.getByRole('button', { name: 'Logout' }).click()
    await page.waitForURL(`${baseURL}/login`)
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull()
    await header.getByRole('link', { name: 'Client Login' }).waitFor()
    await page.close()
  })

  it('signs out and goes to /login, to come back afterwards, when the stored token is refused', async () => {
    const { page } = await openPage()
    await page.route('**/api/auth/validate_token.php', (route) =>
      route.fulfill({ status: 401, json: { error: 'Invalid token.' } }),
    )
    await page.addInitScript(() => localStorage.setItem('authToken', 'expired-token'))
    await page.goto(`${baseURL}/tools`)
    await page.waitForURL(`${baseURL}/login?next=%2Ftools`)
    await page.getByText('Invalid token.').waitFor()
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull()
    await page.close()
  })
})

describe('mobile menu', () => {
  it('opens from the Menu button, has the same links, and closes when a link is chosen', async () => {
    const { page, problems } = await openPage(mobile)
    await gotoHydrated(page, '/')
    const toggle = page.getByRole('button', { name: 'Menu' })
    const about = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About', exact: true })
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    expect(await about.isVisible()).toBe(false)

    await toggle.click()
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    for (const label of ['Home', 'About', 'Contact', 'Tools', 'Client Login', /Developer Site/]) {
      expect(
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label }).isVisible(),
      ).toBe(true)
    }
    await about.click()
    await page.waitForURL(`${baseURL}/about`)
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    expect(await about.isVisible()).toBe(false)
    await expect.poll(() => page.title()).toMatch(/^About/)
    expect(problems).toEqual([])
    await page.close()
  })

  it('works from the keyboard: Enter opens, Tab reaches the links, Escape closes and returns focus', async () => {
    const { page } = await openPage(mobile)
    await gotoHydrated(page, '/tools')
    const toggle = page.getByRole('button', { name: 'Menu' })
    await toggle.focus()
    await page.keyboard.press('Enter')
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Home')
    await page.keyboard.press('Escape')
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    expect(await toggle.evaluate((button) => button === document.activeElement)).toBe(true)
    await page.close()
  })
})

describe('every route', () => {
  it('loads each path of the route table with its own title, heading, keywords and no errors', async () => {
    const { page, problems } = await openPage()
    const titles = new Set<string>()
    for (const { path } of sitePages) {
      const response = await gotoHydrated(page, path)
      expect(response?.status(), path).toBe(200)
      const title = await page.title()
      expect(title, path).toMatch(/ \| /)
      titles.add(title)
      expect(await page.getByRole('heading', { level: 1 }).count(), path).toBe(1)
      expect(await canonicalPath(page), path).toBe(path)
      expect(await page.locator('meta[name="keywords"]').getAttribute('content'), path).toMatch(/\w+, \w+/)
    }
    expect(titles.size).toBe(sitePages.length)
    expect(problems).toEqual([])
    await page.close()
  })

  it('keeps the title, description and JSON-LD right after client-side navigation from the footer', async () => {
    const { page } = await openPage()
    await gotoHydrated(page, '/')
    const footer = page.getByRole('navigation', { name: 'Footer' })
    for (const [label, path, title] of [
      ['Privacy Policy', '/privacy-policy', /^Privacy Policy \| /],
      ['Terms of Service', '/terms-of-service', /^Terms of Service \| /],
      ['Crawler and AI Usage Policy', '/crawl-policy', /^Crawler and AI Usage Policy \| /],
      ['Support', '/contact', /^Contact \| /],
    ] as const) {
      await footer.getByRole('link', { name: label }).click()
      await page.waitForURL(baseURL + path)
      await expect.poll(() => page.title()).toMatch(title)
      expect(await canonicalPath(page)).toBe(path)
      const prerendered = await (await fetch(baseURL + path)).text()
      const description = await page.locator('meta[name="description"]').getAttribute('content')
      expect(prerendered).toContain(`<meta name="description" content="${description}"`)
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
      expect(jsonLd).toHaveLength(1)
      expect(JSON.parse(jsonLd[0]!)['@graph'][2].url).toMatch(new RegExp(`${path}$`))
    }
    await page.close()
  })

  it('shows the home screen with status 404 on an unknown path, and hydrates it without errors', async () => {
    const { page, problems } = await openPage()
    const response = await gotoHydrated(page, '/no/such/page')
    expect(response?.status()).toBe(404)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'A website that works while you do',
    )
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/^noindex/)
    expect(await canonicalPath(page)).toBe('/')
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About', exact: true })
      .click()
    await page.waitForURL(`${baseURL}/about`)
    await expect.poll(() => page.title()).toMatch(/^About/)
    // Chromium logs the 404 of the document itself; anything else would be a real problem.
    expect(problems).toEqual([
      `console.error: Failed to load resource: the server responded with a status of 404 (Not Found) at ${baseURL}/no/such/page`,
    ])
    await page.close()
  })

  it('scrolls back to the top after a route change', async () => {
    const { page } = await openPage()
    await gotoHydrated(page, '/')
    await page
      .getByRole('navigation', { name: 'Footer' })
      .getByRole('link', { name: 'Terms of Service' })
      .click()
    await page.waitForURL(`${baseURL}/terms-of-service`)
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0)
    await page.close()
  })
})

describe('toasts', () => {
  it('shows a closable toast top-right, newest on top, that pauses on hover and closes itself after 3 s', async () => {
    const { page } = await openPage()
    await gotoHydrated(page, '/contact')
    const send = page.getByRole('button', { name: 'Send Message' })
    await send.click()
    const toasts = page.getByRole('region', { name: 'Notifications' }).getByRole('status')
    await toasts.first().waitFor()
    expect(await toasts.first().textContent()).toContain('All fields are required. No shortcuts, friend.')
    const box = (await toasts.first().boundingBox())!
    expect(box.y).toBeLessThan(100)
    expect(box.x + box.width).toBeGreaterThan(desktop.width - 100)

    await page.getByLabel('Name').fill('Pat')
    await send.click()
    await expect.poll(() => toasts.count()).toBe(2)
    await toasts.first().getByRole('button', { name: 'Close notification' }).click()
    await expect.poll(() => toasts.count()).toBe(1)

    // Hover a toast shown just now (the older one has spent part of its 3 s on the steps above): it stays
    // while hovered, and the older one closes by itself meanwhile.
    await send.click()
    await expect.poll(() => toasts.count()).toBe(2)
    await toasts.first().hover()
    await page.waitForTimeout(3500)
    expect(await toasts.count()).toBe(1)
    await page.mouse.move(0, 0)
    await expect.poll(() => toasts.count(), { timeout: 5000 }).toBe(0)
    await page.close()
  })
})

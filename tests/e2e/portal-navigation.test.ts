import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { createUser } from '../support/factories.ts'
import { signIn } from '../support/sign-in.ts'
import { useBrowserAndDatabase } from '../support/e2e-context.ts'

// Finding your way around the portal: the Bills links, coming back to the page that asked you to sign in,
// and the admin dashboard's tabs from the keyboard (WAI-ARIA tabs pattern).

const baseURL = inject('baseURL')
const e2e = useBrowserAndDatabase()

async function waitForSession(page: Page) {
  await page.getByRole('heading', { level: 1 }).filter({ hasNotText: 'Checking' }).waitFor()
}

async function submitLoginForm(page: Page, user: { username: string; password: string }) {
  const form = page.getByRole('form', { name: 'Login' })
  await form.getByLabel('Username').fill(user.username)
  await form.getByLabel('Password').fill(user.password)
  await form.getByRole('button', { name: 'Login' }).click()
}

describe('the portal’s links', () => {
  it('offers a signed-in client the bills checklist in the header and on the dashboard', async () => {
    const user = await createUser(e2e.db)
    const page = await e2e.browser.newPage()
    await page.goto(`${baseURL}/about`)
    const header = page.getByRole('navigation', { name: 'Main' })
    await header.getByRole('link', { name: 'Client Login' }).waitFor()
    expect(await header.getByRole('link', { name: 'Bills', exact: true }).count()).toBe(0)

    await signIn(page, baseURL, user)
    await page.goto(`${baseURL}/dashboard`)
    await waitForSession(page)
    expect(await header.getByRole('link', { name: 'Bills', exact: true }).getAttribute('href')).toBe('/bcl')
    await page.getByRole('main').getByRole('link', { name: 'Your bills checklist' }).click()
    await page.waitForURL(`${baseURL}/bcl`)
    await page.getByRole('heading', { level: 1, name: 'Bills Checklist' }).waitFor()
    await page.close()
  })

  it('brings a visitor from /bcl through the login form back to /bcl', async () => {
    const user = await createUser(e2e.db)
    const page = await e2e.browser.newPage()
    await page.goto(`${baseURL}/bcl`)
    await page.getByRole('link', { name: 'Login Now' }).click()
    await page.waitForURL(`${baseURL}/login?next=%2Fbcl`)
    await submitLoginForm(page, user)
    await page.waitForURL(`${baseURL}/bcl`)
    await page.getByRole('heading', { level: 1, name: 'Bills Checklist' }).waitFor()
    await page.close()
  })

  it('goes to the dashboard, not off the site, when the return address points elsewhere', async () => {
    const user = await createUser(e2e.db)
    const page = await e2e.browser.newPage()
    await page.goto(`${baseURL}/login?next=${encodeURIComponent('//example.com/bcl')}`)
    await submitLoginForm(page, user)
    await page.waitForURL(`${baseURL}/dashboard`)
    await page.close()
  })
})

describe('the admin dashboard’s tabs', () => {
  it('follow arrow keys, Home and End, selecting and focusing the tab they reach', async () => {
    const admin = await createUser(e2e.db, { admin: true })
    const page = await e2e.browser.newPage()
    await signIn(page, baseURL, admin)
    await page.goto(`${baseURL}/dashboard`)
    await waitForSession(page)
    const overview = page.getByRole('tab', { name: 'Studio Overview' })
    const playground = page.getByRole('tab', { name: "Developer's Playground" })
    const selectedTab = () => page.getByRole('tab', { selected: true }).innerText()
    const focusedTab = () => page.evaluate(() => document.activeElement?.textContent)

    await overview.focus()
    for (const [key, expected] of [
      ['ArrowRight', "Developer's Playground"],
      ['ArrowRight', 'Studio Overview'],
      ['ArrowLeft', "Developer's Playground"],
      ['Home', 'Studio Overview'],
      ['End', "Developer's Playground"],
    ] as const) {
      await page.keyboard.press(key)
      await expect.poll(selectedTab).toBe(expected)
      expect(await focusedTab(), key).toBe(expected)
    }
    expect(await playground.getAttribute('tabindex')).toBe('0')
    expect(await overview.getAttribute('tabindex')).toBe('-1')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tabpanel')
    await page.close()
  })
})

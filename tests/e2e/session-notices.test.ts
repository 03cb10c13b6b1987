import type { BrowserContext, Page } from 'playwright-core'
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest'
import { createUser } from '../support/factories.ts'
import { linkMailedTo as linkMailedToIn } from '../support/mail-outbox.ts'
import { useBrowserAndDatabase } from '../support/e2e-context.ts'

// What a person is told when a session ends or a link fails: in every tab of the browser, with the way
// back to the page they were on (issue 26 defects 6 and 10).

const baseURL = inject('baseURL')
const e2e = useBrowserAndDatabase()
const phone = { width: 390, height: 844 }

let contexts: BrowserContext[] = []
let pageErrors: string[] = []
beforeEach(() => {
  contexts = []
  pageErrors = []
})
afterEach(async () => {
  await Promise.all(contexts.map((context) => context.close()))
  expect(pageErrors).toEqual([])
})

/** One browser window: its tabs share localStorage, as a person's tabs do. */
async function openBrowserWindow(viewport = { width: 1280, height: 900 }) {
  const context = await e2e.browser.newContext({ viewport })
  contexts.push(context)
  return async (path: string): Promise<Page> => {
    const tab = await context.newPage()
    tab.on('pageerror', (error) => pageErrors.push(error.message))
    await tab.goto(`${baseURL}${path}`)
    return tab
  }
}

async function logIn(tab: Page, user: { username: string; password: string }) {
  const form = tab.getByRole('form', { name: 'Login' })
  await form.getByLabel('Username').fill(user.username)
  await form.getByLabel('Password').fill(user.password)
  await form.getByRole('button', { name: 'Login' }).click()
}

/** The path and query of the newest link to `path` mailed to `address`. */
const linkMailedTo = (address: string, path: string) => linkMailedToIn(inject('mailOutboxDir'), address, path)

const post = (path: string, body: object) =>
  fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })

/** The tab was sent to /login with the way back to /bcl, says `reason`, and signing in returns to /bcl. */
async function expectToldWhyThenBackToBills(
  tab: Page,
  reason: string,
  user: { username: string; password: string },
) {
  await tab.waitForURL(`${baseURL}/login?next=%2Fbcl`)
  await tab.getByRole('status').getByText(reason, { exact: false }).waitFor()
  await logIn(tab, user)
  await tab.waitForURL(`${baseURL}/bcl`)
  await tab.getByRole('heading', { name: 'My Bills' }).waitFor()
}

describe('a session ended in one tab', () => {
  it('Sign Out Everywhere asks first, then another tab says why and signs in back to /bcl', async () => {
    const user = await createUser(e2e.db)
    const openTab = await openBrowserWindow()
    const dashboard = await openTab('/login')
    await logIn(dashboard, user)
    await dashboard.waitForURL(`${baseURL}/dashboard`)
    const bills = await openTab('/bcl')
    await bills.getByRole('heading', { name: 'My Bills' }).waitFor()

    // The confirmation step: Cancel keeps everything as it was.
    await dashboard.getByRole('button', { name: 'Sign Out Everywhere' }).click()
    const question = dashboard.getByRole('dialog', { name: 'Sign out everywhere?' })
    await question.getByRole('button', { name: 'Cancel' }).click()
    await question.waitFor({ state: 'detached' })
    expect(dashboard.url()).toBe(`${baseURL}/dashboard`)

    await dashboard.getByRole('button', { name: 'Sign Out Everywhere' }).click()
    await question.getByRole('button', { name: 'Sign Out Everywhere' }).click()
    await dashboard.waitForURL(`${baseURL}/login`)

    // The other tab: at /login, told why, and back to /bcl after signing in.
    await expectToldWhyThenBackToBills(
      bills,
      'You chose Sign Out Everywhere in another tab, so every session ended.',
      user,
    )
  })

  it('a password reset in one tab tells another tab, with the server’s reason, and it signs in back to /bcl', async () => {
    const user = await createUser(e2e.db)
    const openTab = await openBrowserWindow()
    const bills = await openTab('/bcl')
    await bills.getByRole('link', { name: 'Login Now' }).click()
    await logIn(bills, user)
    await bills.waitForURL(`${baseURL}/bcl`)

    expect((await post('/api/auth/forgot_password.php', { email: user.email })).status).toBe(200)
    const reset = await openTab(await linkMailedTo(user.email, 'reset-password'))
    const form = reset.getByRole('form', { name: 'Reset password' })
    const newPassword = 'a-new-password-after-reset'
    await form.getByLabel('New password', { exact: true }).fill(newPassword)
    await form.getByLabel('Confirm new password').fill(newPassword)
    await form.getByRole('button', { name: 'Reset Password' }).click()
    await reset.getByText('Password reset successful.', { exact: false }).waitFor()

    await expectToldWhyThenBackToBills(bills, 'You were signed out because the password was reset', {
      username: user.username,
      password: newPassword,
    })
  })

  it('tells a signed-in person at /login that they are signed in, with the way on', async () => {
    const user = await createUser(e2e.db)
    const openTab = await openBrowserWindow()
    const tab = await openTab('/login')
    await logIn(tab, user)
    await tab.waitForURL(`${baseURL}/dashboard`)
    await tab.goto(`${baseURL}/login?next=%2Fbcl`)
    await tab.getByRole('heading', { name: 'You are signed in' }).waitFor()
    expect(await tab.getByText(`You are signed in as ${user.username}.`).count()).toBe(1)
    expect(await tab.getByRole('form', { name: 'Login' }).count()).toBe(0)
    await tab.getByRole('link', { name: 'Continue where you were' }).click()
    await tab.waitForURL(`${baseURL}/bcl`)
  })
})

describe('a sign-in link that no longer works, opened on a phone', () => {
  it('shows its error in the first screen, focused', async () => {
    const user = await createUser(e2e.db)
    expect((await post('/api/auth/sign_in_link.php', { email: user.email })).status).toBe(200)
    const link = await linkMailedTo(user.email, 'login')
    const token = new URL(link, baseURL).searchParams.get('token')!
    expect((await post('/api/auth/sign_in_with_link.php', { token })).status).toBe(200)

    const openTab = await openBrowserWindow(phone)
    const tab = await openTab(link)
    const error = tab
      .getByRole('alert')
      .filter({ hasText: 'This sign-in link is invalid, expired or already used.' })
    await error.waitFor()
    const box = (await error.boundingBox())!
    expect(box.y).toBeGreaterThanOrEqual(0)
    expect(box.y + box.height).toBeLessThanOrEqual(phone.height)
    // Focused, so a screen reader reads it and the keyboard starts there.
    expect(await tab.evaluate(() => document.activeElement?.textContent ?? '')).toContain(
      'This sign-in link is invalid, expired or already used.',
    )
  })
})

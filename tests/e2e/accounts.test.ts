import type { Page } from 'playwright-core'
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest'
import { createUser } from '../support/factories.ts'
import { holdNextRequest } from '../support/browser.ts'
import { linkMailedTo as linkMailedToIn } from '../support/mail-outbox.ts'
import { useBrowserAndDatabase } from '../support/e2e-context.ts'

const baseURL = inject('baseURL')

const e2e = useBrowserAndDatabase()

// Console errors of any page fail the test that opened it.
let pageErrors: string[] = []
beforeEach(() => {
  pageErrors = []
})
afterEach(() => {
  expect(pageErrors).toEqual([])
})

async function openPage(path: string): Promise<Page> {
  const page = await e2e.browser.newPage()
  page.on('pageerror', (error) => pageErrors.push(error.message))
  page.on('console', (message) => {
    // A refused login is an expected 4xx; the browser logs such requests itself.
    if (message.type() === 'error' && !message.text().includes('status of 4')) pageErrors.push(message.text())
  })
  await page.goto(`${baseURL}${path}`)
  return page
}

/** The path and query of the newest link to `path` mailed to `address`. */
const linkMailedTo = (address: string, path: string) => linkMailedToIn(inject('mailOutboxDir'), address, path)

const header = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const loginForm = (page: Page) => page.getByRole('form', { name: 'Login' })

async function logIn(page: Page, username: string, password: string) {
  const form = loginForm(page)
  await form.getByLabel('Username').fill(username)
  await form.getByLabel('Password').fill(password)
  await form.getByRole('button', { name: 'Login' }).click()
  await page.waitForURL(`${baseURL}/dashboard`)
}

interface MessageTimings {
  shownAt?: number
  navigatedAt?: number
}

/**
 * Starts timing, with the page's own clock when each happens, from `message` appearing to the page's next
 * navigation (the test's polling sees both late, by however busy the machine is). The returned function
 * reads the milliseconds between them.
 */
async function timeMessageUntilNavigation(page: Page, message: string): Promise<() => Promise<number>> {
  await page.evaluate((text) => {
    const timings: MessageTimings = {}
    Object.assign(window, { messageTimings: timings })
    const observer = new MutationObserver(() => {
      if (!document.body.textContent?.includes(text)) return
      timings.shownAt = performance.now()
      observer.disconnect()
    })
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    const { navigation } = window as unknown as { navigation: EventTarget }
    navigation.addEventListener('navigate', () => (timings.navigatedAt ??= performance.now()))
  }, message)
  return async () => {
    const timings = await page.evaluate(() => (window as { messageTimings?: MessageTimings }).messageTimings)
    expect(timings).toEqual({ shownAt: expect.any(Number), navigatedAt: expect.any(Number) })
    return timings!.navigatedAt! - timings!.shownAt!
  }
}

describe('accounts in Chromium', () => {
  it('registers, waits 3 s for /login, signs in, stays signed in across a reload, and logs out', async () => {
    const username = `crew_${Date.now().toString(36)}`
    const password = 'a-long-enough-password'
    const page = await openPage('/register')
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Join the Crew')
    const form = page.getByRole('form', { name: 'Registration' })
    await form.getByLabel('Username').fill(username)
    await form.getByLabel('Email').fill(`${username}@example.test`)
    await form.getByLabel('Password').fill(password)
    const messageShownFor = await timeMessageUntilNavigation(
      page,
      'Registration successful! Redirecting to login...',
    )
    await form.getByRole('button', { name: 'Register' }).click()
    await form.getByText('Registration successful! Redirecting to login...').waitFor()
    expect(await form.getByLabel('Username').inputValue()).toBe('')
    await page.waitForURL(`${baseURL}/login`, { timeout: 10_000 })
    expect(await messageShownFor()).toBeGreaterThan(2_500)

    await logIn(page, username, password)
    await header(page).getByRole('link', { name: 'Dashboard' }).waitFor()
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toEqual(expect.any(String))

    await page.reload()
    await header(page).getByRole('button', { name: 'Logout' }).waitFor()
    expect(await header(page).getByRole('link', { name: 'Client Login' }).count()).toBe(0)

    await header(page).getByRole('button', { name: 'Logout' }).click()
    await page.waitForURL(`${baseURL}/login`)
    await header(page).getByRole('link', { name: 'Client Login' }).waitFor()
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull()
    await page.close()
  })

  it('shows a wrong password in a red box', async () => {
    const user = await createUser(e2e.db)
    const page = await openPage('/login')
    const form = loginForm(page)
    await form.getByLabel('Username').fill(user.username)
    await form.getByLabel('Password').fill('not-the-password')
    await form.getByRole('button', { name: 'Login' }).click()
    const box = form.getByRole('alert')
    await box.getByText('Incorrect username or password.').waitFor()
    expect(await box.getAttribute('class')).toContain('form-message--error')
    await page.close()
  })

  it('shows a 403 (an account-state refusal) in a blue info box', async () => {
    const page = await openPage('/login')
    // No account state refuses sign-in today, so the server's 403 is played by the browser's router.
    await page.route('**/api/auth/login.php', (route) =>
      route.fulfill({ status: 403, json: { error: 'This account is paused. Please contact the studio.' } }),
    )
    const form = loginForm(page)
    await form.getByLabel('Username').fill('paused_client')
    await form.getByLabel('Password').fill('any-password')
    await form.getByRole('button', { name: 'Login' }).click()
    const box = form.getByRole('status')
    await box.getByText('This account is paused. Please contact the studio.').waitFor()
    expect(await box.getAttribute('class')).toContain('form-message--info')
    await page.close()
  })

  it("reads 'Registering...' while the call is in flight, embedded on /login without its login link", async () => {
    const page = await openPage('/login')
    const form = page.getByRole('form', { name: 'Registration' })
    expect(await form.getByRole('link', { name: 'Already Registered? Login here.' }).count()).toBe(0)
    const registration = await holdNextRequest(page, '**/api/auth/register.php')
    const username = `embedded_${Date.now().toString(36)}`
    await form.getByLabel('Username').fill(username)
    await form.getByLabel('Email').fill(`${username}@example.test`)
    await form.getByLabel('Password').fill('a-long-enough-password')
    await form.getByRole('button', { name: 'Register' }).click()
    await form.getByRole('button', { name: 'Registering...' }).waitFor()
    expect(await form.getByRole('button', { name: 'Registering...' }).isDisabled()).toBe(true)
    registration.release()
    await form.getByText('Registration successful! You can log in now.').waitFor()
    // The callback replaced the redirect: still on /login, with the new username ready to sign in.
    expect(page.url()).toBe(`${baseURL}/login`)
    expect(await loginForm(page).getByLabel('Username').inputValue()).toBe(username)
    await page.close()
  })

  it('resets a forgotten password from the mailed link and signs in with the new one', async () => {
    const user = await createUser(e2e.db)
    const page = await openPage('/login')
    const toggle = page.getByRole('button', { name: 'Forgot password?' })
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false')
    expect(await page.getByRole('form', { name: 'Reset your password' }).count()).toBe(0)
    await toggle.click()
    const panel = page.getByRole('form', { name: 'Reset your password' })
    await panel.getByLabel('Email').fill(user.email)
    await panel.getByRole('button', { name: 'Send reset link' }).click()
    await page
      .getByText('If an account uses that email, a reset link is on its way. Check your email.')
      .waitFor()
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false')

    const link = await linkMailedTo(user.email, 'reset-password')
    const opened = await page.goto(`${baseURL}${link}`)
    expect(opened?.headers()['referrer-policy']).toBe('no-referrer')
    // The token leaves the address bar once the page has it; the reset below still uses it.
    await expect.poll(() => page.url()).toBe(`${baseURL}/reset-password`)
    const form = page.getByRole('form', { name: 'Reset password' })
    await form.getByLabel('New password', { exact: true }).fill('first-new-password')
    await form.getByLabel('Confirm new password').fill('a-different-password')
    await form.getByRole('button', { name: 'Reset Password' }).click()
    await form.getByText('Passwords do not match.').waitFor()

    await form.getByLabel('Confirm new password').fill('first-new-password')
    await form.getByRole('button', { name: 'Reset Password' }).click()
    await form.getByText('Password reset successful. Redirecting to login...').waitFor()
    await page.waitForURL(`${baseURL}/login`, { timeout: 10_000 })
    await logIn(page, user.username, 'first-new-password')
    await header(page).getByRole('link', { name: 'Dashboard' }).waitFor()
    await page.close()
  })

  it('says a missing reset token is invalid and goes to /login', async () => {
    const page = await openPage('/reset-password')
    await page.getByText('Invalid or missing reset token.').waitFor()
    await page.waitForURL(`${baseURL}/login`, { timeout: 10_000 })
    await page.close()
  })

  it('signs in with an emailed one-time link', async () => {
    const user = await createUser(e2e.db)
    const page = await openPage('/login')
    const option = page.getByRole('form', { name: 'Email me a sign-in link' })
    await option.getByLabel('Email').fill(user.email)
    await option.getByRole('button', { name: 'Email me a sign-in link' }).click()
    await page
      .getByText('If an account uses that email, a sign-in link is on its way. Check your email.')
      .waitFor()

    const link = await linkMailedTo(user.email, 'login')
    await page.goto(`${baseURL}${link}`)
    await page.waitForURL(`${baseURL}/dashboard`)
    await header(page).getByRole('button', { name: 'Logout' }).waitFor()
    await page.close()
  })

  it('sends the contact form, and asks for every field first', async () => {
    const page = await openPage('/contact')
    const form = page.getByRole('form', { name: 'Send a message' })
    const send = form.getByRole('button', { name: 'Send Message' })
    await send.click()
    await page.getByText('All fields are required. No shortcuts, friend.').waitFor()
    const before = await e2e.db.query('SELECT count(*)::int AS n FROM contact_messages')

    await form.getByLabel('Name', { exact: true }).fill('Dolly Baker')
    await form.getByLabel('Email', { exact: true }).fill('dolly@bakery.test')
    await form.getByLabel('Message', { exact: true }).fill('A website for my bakery, please.')
    await send.click()
    await page.getByText("Message sent. I'll be in touch soon.").waitFor()
    expect(await form.getByLabel('Message', { exact: true }).inputValue()).toBe('')
    const after = await e2e.db.query('SELECT count(*)::int AS n FROM contact_messages')
    expect(after.rows[0].n).toBe(before.rows[0].n + 1)
    await page.close()
  })
})

import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { createBill } from '../support/bills.ts'
import { createUser } from '../support/factories.ts'
import { signIn } from '../support/sign-in.ts'
import { useBrowserAndDatabase } from '../support/e2e-context.ts'

// The app runs with the default HOUSEHOLD_MEMBERS: Jordan, Casey.
const baseURL = inject('baseURL')
const e2e = useBrowserAndDatabase()

/** A member's section heading by its title: 'My Bills' for the default 'Me', 'Ann’s Bills'. */
const heading = (page: Page, title: string) => page.getByRole('heading', { name: title })
const toastSaying = (page: Page, message: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(message, { exact: true }).first()

async function openChecklistAs(user: { username: string; password: string }) {
  const page = await e2e.browser.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await signIn(page, baseURL, user)
  await page.goto(`${baseURL}/bcl`)
  return { page, errors }
}

describe('a household of one’s own on /bcl', () => {
  it('shows the caller’s fetched member names and renames them, bills following', async () => {
    const user = await createUser(e2e.db)
    await createBill(e2e.db, {
      householdId: user.householdId,
      owner: 'Me',
      name: 'Gym',
      amount: '25',
      dueDate: '2099-03-01',
    })
    const { page, errors } = await openChecklistAs(user)
    await heading(page, 'My Bills').waitFor()
    await heading(page, 'Partner’s Bills').waitFor()
    await page.getByRole('region', { name: 'My Bills' }).getByRole('row', { name: /^Gym/ }).waitFor()
    // Nothing of the studio's household shows.
    expect(await heading(page, 'Jordan’s Bills').count()).toBe(0)

    const form = page.getByRole('form', { name: 'Household names' })
    await form.getByLabel('First member').fill('Ann')
    await form.getByLabel('Second member').fill('ANN')
    await form.getByRole('button', { name: 'Save Names' }).click()
    await page
      .getByText(/^Members: must be two different names/)
      .first()
      .waitFor()
    expect(await heading(page, 'My Bills').count()).toBe(1)

    await form.getByLabel('Second member').fill('Ben')
    await form.getByRole('button', { name: 'Save Names' }).click()
    await toastSaying(page, 'Household names saved.').waitFor()
    await heading(page, 'Ann’s Bills').waitFor()
    await heading(page, 'Ben’s Bills').waitFor()
    await page.getByRole('region', { name: 'Ann’s Bills' }).getByRole('row', { name: /^Gym/ }).waitFor()
    expect(await heading(page, 'My Bills').count()).toBe(0)

    // A reload fetches the saved names again.
    await page.reload()
    await heading(page, 'Ann’s Bills').waitFor()
    expect(await page.getByRole('button', { name: 'Add Bill' }).count()).toBe(1)
    expect(errors).toEqual([])
    await page.close()
  })

  it('switches the bill reminders off, and the setting holds after a reload', async () => {
    const user = await createUser(e2e.db)
    const { page } = await openChecklistAs(user)
    const reminders = page.getByLabel(/Email me a reminder of bills/)
    await expect.poll(() => reminders.isEnabled()).toBe(true)
    expect(await reminders.isChecked()).toBe(true)
    await reminders.uncheck()
    await toastSaying(page, 'Bill reminders are off.').waitFor()
    const stored = async () =>
      (await e2e.db.query('SELECT bill_reminders FROM users WHERE id = $1', [user.id])).rows[0].bill_reminders
    expect(await stored()).toBe(false)
    await page.reload()
    await expect.poll(() => reminders.isEnabled()).toBe(true)
    expect(await reminders.isChecked()).toBe(false)
    await page.close()
  })

  it('tells a member of the studio household where its names come from, with no rename form', async () => {
    const user = await createUser(e2e.db, { household: 'studio' })
    const { page } = await openChecklistAs(user)
    await heading(page, 'Jordan’s Bills').waitFor()
    await heading(page, 'Casey’s Bills').waitFor()
    await page.getByText(/names come from the studio’s HOUSEHOLD_MEMBERS setting/).waitFor()
    expect(await page.getByRole('form', { name: 'Household names' }).count()).toBe(0)
    await page.close()
  })
})

describe('Sign Out Everywhere on the dashboard', () => {
  it('ends every session of the account and signs this browser out', async () => {
    const user = await createUser(e2e.db)
    const other = await fetch(`${baseURL}/api/auth/login.php`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: user.username, password: user.password }),
    })
    const { token: otherDevice } = (await other.json()) as { token: string }
    const page = await e2e.browser.newPage()
    await signIn(page, baseURL, user)
    await page.goto(`${baseURL}/dashboard`)
    await page.getByRole('heading', { name: `Welcome, ${user.username}` }).waitFor()
    await page.getByRole('button', { name: 'Sign Out Everywhere' }).click()
    await page
      .getByRole('dialog', { name: 'Sign out everywhere?' })
      .getByRole('button', { name: 'Sign Out Everywhere' })
      .click()
    await page.waitForURL(`${baseURL}/login`)
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull()
    const validation = await fetch(`${baseURL}/api/auth/validate_token.php`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${otherDevice}` },
    })
    expect(validation.status).toBe(401)
    await page.close()
  })
})

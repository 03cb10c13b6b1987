import type { Locator, Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { addDays, todayInNewYork } from '@studio/api/bills/bill-dates'
import { createBill } from '../support/bills.ts'
import { createUser } from '../support/factories.ts'
import { signIn } from '../support/sign-in.ts'
import { useBrowserAndDatabase } from '../support/e2e-context.ts'

// The app runs with the default HOUSEHOLD_MEMBERS: Jordan, Casey.
const baseURL = inject('baseURL')
const green = 'rgb(220, 252, 231)'
const red = 'rgb(254, 226, 226)'

const e2e = useBrowserAndDatabase()

async function openChecklist(page: Page) {
  await page.goto(`${baseURL}/bcl`)
  await page.getByRole('heading', { name: 'Jordan’s Bills' }).waitFor()
  await page.waitForLoadState('networkidle')
}

const section = (page: Page, owner: string) => page.getByRole('region', { name: `${owner}’s Bills` })
const row = (scope: Page | Locator, name: string) =>
  scope.getByRole('row', { name: new RegExp(`^${name}\\b`) })
const background = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).backgroundColor)

async function expectToast(page: Page, message: string) {
  await page
    .getByRole('region', { name: 'Notifications' })
    .getByText(message, { exact: true })
    .first()
    .waitFor()
}

describe('the bills checklist', () => {
  it('asks a signed-out visitor to log in', async () => {
    const page = await e2e.browser.newPage()
    await page.goto(`${baseURL}/bcl`)
    await page.getByRole('heading', { name: 'Hold Up' }).waitFor()
    expect(await page.getByRole('link', { name: 'Login Now' }).getAttribute('href')).toBe(
      '/login?next=%2Fbcl',
    )
    await page.close()
  })

  it('adds, edits, marks paid, totals, deletes and resets bills', async () => {
    // The totals and whole-list checks below count every bill, and other files (the dashboard's, the
    // XSS test's) leave theirs behind; which ran first depends on vitest's file order.
    await e2e.db.query('DELETE FROM bills')
    const user = await createUser(e2e.db, { household: 'studio' })
    const lateDue = addDays(todayInNewYork(new Date()), -3)
    await createBill(e2e.db, { owner: 'Casey', name: 'Late phone', amount: '40', dueDate: lateDue })
    const page = await e2e.browser.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await signIn(page, baseURL, user)
    await openChecklist(page)

    // The page asked for an overdue check on load: the late bill is red.
    const late = row(section(page, 'Casey'), 'Late phone')
    await expect.poll(() => background(late)).toBe(red)
    expect(await late.textContent()).toContain('Overdue')

    // Add two bills through the form; the owner defaults to the first member.
    const jordan = section(page, 'Jordan')
    await page.getByRole('button', { name: 'Add Bill' }).click()
    const form = page.getByRole('form', { name: 'Add a bill' })
    expect(await form.getByLabel('Owner').inputValue()).toBe('Jordan')
    for (const [name, amount, due] of [
      ['Power', '120.5', '2099-05-01'],
      ['Water', '30.25', '2099-04-01'],
    ] as const) {
      await form.getByLabel('Name').fill(name)
      await form.getByLabel('Amount').fill(amount)
      await form.getByLabel('Due Date').fill(due)
      await form.getByRole('button', { name: 'Save Bill' }).click()
      await row(jordan, name).waitFor()
    }
    await expectToast(page, 'Bill added successfully!')
    expect(await jordan.getByRole('row').allInnerTexts()).toEqual([
      expect.stringContaining('Bill'),
      expect.stringMatching(/^Water\s+\$30\.25\s+Apr 1, 2099\s+Due/),
      expect.stringMatching(/^Power\s+\$120\.50\s+May 1, 2099\s+Due/),
    ])
    await jordan.getByText('Total Amount Due: $150.75').waitFor()
    expect(await background(row(jordan, 'Power'))).toBe('rgb(255, 255, 255)')

    // The form has no checks of its own: the server's sentence reaches the person.
    await form.getByLabel('Name').fill('Mystery')
    await form.getByRole('button', { name: 'Save Bill' }).click()
    await page
      .getByText(/^Amount: is required\.|^Amount: must be/)
      .first()
      .waitFor()

    // Edit one row at a time.
    await row(jordan, 'Power').getByRole('button', { name: 'Edit' }).click()
    const editing = jordan.locator('.bill-row--editing')
    await editing.getByLabel('Amount').fill('99.99')
    await editing.getByRole('button', { name: 'Save' }).click()
    await expectToast(page, 'Bill updated successfully.')
    await row(jordan, 'Power').getByText('$99.99').waitFor()
    await jordan.getByText('Total Amount Due: $130.24').waitFor()

    // Mark as paid: the row turns green and leaves the total.
    await row(jordan, 'Water').getByRole('button', { name: 'Mark as Paid' }).click()
    await expectToast(page, 'Bill marked as paid.')
    await expect.poll(() => background(row(jordan, 'Water'))).toBe(green)
    await jordan.getByText('Total Amount Due: $99.99').waitFor()

    // Delete from edit mode, once confirmed.
    await row(jordan, 'Power').getByRole('button', { name: 'Edit' }).click()
    await editing.getByRole('button', { name: 'Delete' }).click()
    await page
      .getByRole('dialog', { name: 'Delete Power?' })
      .getByRole('button', { name: 'Delete Bill' })
      .click()
    await expectToast(page, 'Bill deleted.')
    await expect.poll(() => row(jordan, 'Power').count()).toBe(0)

    // Reset, once confirmed: a new month, the paid bill unpaid and moved on by one month; the unpaid,
    // overdue phone bill carried over as it is, still red.
    await page.getByRole('button', { name: 'Reset All Bills' }).click()
    await page
      .getByRole('dialog', { name: 'Reset all bills?' })
      .getByRole('button', { name: 'Reset Bills' })
      .click()
    await expectToast(page, 'All bills have been reset.')
    await expect.poll(() => background(row(jordan, 'Water'))).toBe('rgb(255, 255, 255)')
    expect(await row(jordan, 'Water').innerText()).toMatch(/May 1, 2099/)
    await jordan.getByText('Total Amount Due: $30.25').waitFor()
    expect(await background(late)).toBe(red)
    expect(await late.textContent()).toContain('Overdue')
    expect(errors).toEqual([])
    await page.close()
  })
})

import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { addDays, todayInNewYork } from '@studio/api/bills/bill-dates'
import { createBill, readBill } from '../support/bills.ts'
import { createUser } from '../support/factories.ts'
import { signIn } from '../support/sign-in.ts'
import { useBrowserAndDatabase } from '../support/e2e-context.ts'

// Each test signs in a person with a private household (members Me and Partner), so their bills are theirs.
const baseURL = inject('baseURL')
const e2e = useBrowserAndDatabase()

type Person = Awaited<ReturnType<typeof createUser>>

async function billOf(
  person: Person,
  bill: { owner?: string; name: string; dueDate: string; paid?: boolean },
) {
  return createBill(e2e.db, { householdId: person.householdId, owner: 'Me', amount: '25', ...bill })
}

async function openChecklist(person: Person, viewport = { width: 1280, height: 900 }) {
  const context = await e2e.browser.newContext({ viewport })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await signIn(page, baseURL, person)
  await page.goto(`${baseURL}/bcl`)
  await page.getByRole('heading', { name: 'My Bills' }).waitFor()
  await page.waitForLoadState('networkidle')
  return { page, errors, close: () => context.close() }
}

/** A member's section by its title: 'My Bills' for the default 'Me', 'Partner’s Bills'. */
const section = (page: Page, title: string) => page.getByRole('region', { name: title })
const row = (scope: Page | Locator, name: string) =>
  scope.getByRole('row', { name: new RegExp(`^${name}\\b`) })
const toastSaying = (page: Page, message: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(message, { exact: true }).first()
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '')

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox()
  if (!box) throw new Error(`${String(locator)} has no box: it is not shown`)
  return box
}

/** Every button of `bill` lies inside the viewport and inside the bill's card (its section). */
async function expectButtonsReachable(page: Page, card: Locator, bill: Locator, labels: string[]) {
  const viewportWidth = page.viewportSize()!.width
  const cardBox = await boxOf(card)
  const buttons = bill.getByRole('button')
  expect(await buttons.allInnerTexts()).toEqual(labels)
  for (const button of await buttons.all()) {
    const box = await boxOf(button)
    const where = `${await button.innerText()} at x ${box.x}–${box.x + box.width}`
    expect(box.x, where).toBeGreaterThanOrEqual(Math.max(0, cardBox.x))
    expect(box.x + box.width, where).toBeLessThanOrEqual(Math.min(viewportWidth, cardBox.x + cardBox.width))
  }
}

describe('the bills checklist on a 390 px phone', () => {
  it('keeps every action of every bill inside its card, with no sideways scrolling', async () => {
    const person = await createUser(e2e.db)
    const today = todayInNewYork(new Date())
    await billOf(person, { name: 'Electricity and gas for the flat', dueDate: addDays(today, -2) })
    await billOf(person, { name: 'Broadband', dueDate: '2099-12-31', paid: true })
    await billOf(person, { owner: 'Partner', name: 'Phone', dueDate: '2099-01-15' })
    const { page, errors, close } = await openChecklist(person, { width: 390, height: 844 })
    const me = section(page, 'My Bills')
    await row(me, 'Broadband').getByRole('button', { name: 'Mark as Unpaid' }).waitFor()

    await expectButtonsReachable(page, me, row(me, 'Electricity'), ['Mark as Paid', 'Edit'])
    await expectButtonsReachable(page, me, row(me, 'Broadband'), ['Mark as Unpaid', 'Edit'])
    const partner = section(page, 'Partner’s Bills')
    await expectButtonsReachable(page, partner, row(partner, 'Phone'), ['Mark as Paid', 'Edit'])
    await page.getByRole('button', { name: 'Reset All Bills' }).waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true)

    // The row in edit mode too: its inputs and Save, Cancel, Delete.
    await row(me, 'Electricity').getByRole('button', { name: 'Edit' }).click()
    const editing = me.locator('.bill-row--editing')
    await expectButtonsReachable(page, me, editing, ['Save', 'Cancel', 'Delete'])
    for (const label of ['Bill name', 'Amount', 'Due date']) {
      const box = await boxOf(editing.getByLabel(label))
      expect(box.x + box.width, label).toBeLessThanOrEqual(390)
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true)

    // The phone layout, with a question open, passes axe.
    await editing.getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('dialog', { name: 'Delete Electricity and gas for the flat?' }).waitFor()
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze()
    expect(results.violations.map((violation) => violation.id)).toEqual([])
    expect(errors).toEqual([])
    await close()
  })
})

describe('asking before a change that cannot be undone', () => {
  it('deletes a bill only after Delete Bill; Cancel and Escape keep it', async () => {
    const person = await createUser(e2e.db)
    const id = await billOf(person, { name: 'Gym', dueDate: '2099-03-01' })
    const { page, errors, close } = await openChecklist(person)
    const me = section(page, 'My Bills')
    await row(me, 'Gym').getByRole('button', { name: 'Edit' }).click()
    const deleteButton = me.locator('.bill-row--editing').getByRole('button', { name: 'Delete' })
    const question = page.getByRole('dialog', { name: 'Delete Gym?' })

    await deleteButton.click()
    await question.waitFor()
    expect(await question.getByText(/My Gym bill \(\$25\.00, due Mar 1, 2099\)/).count()).toBe(1)
    // Focus starts on Cancel, so Enter never deletes by accident.
    expect(await focusedText(page)).toBe('Cancel')
    await question.getByRole('button', { name: 'Cancel' }).click()
    await question.waitFor({ state: 'hidden' })
    expect(await focusedText(page)).toBe('Delete')

    await deleteButton.click()
    await question.waitFor()
    await page.keyboard.press('Escape')
    await question.waitFor({ state: 'hidden' })
    expect(await readBill(e2e.db, id)).toMatchObject({ name: 'Gym' })
    // Still in edit mode, nothing changed on the page either.
    expect(await me.locator('.bill-row--editing').getByLabel('Bill name').inputValue()).toBe('Gym')

    await deleteButton.click()
    await question.getByRole('button', { name: 'Delete Bill' }).click()
    await toastSaying(page, 'Bill deleted.').waitFor()
    await expect.poll(() => row(me, 'Gym').count()).toBe(0)
    expect(await readBill(e2e.db, id)).toBeUndefined()
    expect(errors).toEqual([])
    await close()
  })

  it('resets all bills only after Reset Bills; Cancel changes nothing', async () => {
    const person = await createUser(e2e.db)
    const id = await billOf(person, { name: 'Rent', dueDate: '2099-03-31', paid: true })
    const { page, errors, close } = await openChecklist(person)
    const before = await readBill(e2e.db, id)
    const resetButton = page.getByRole('button', { name: 'Reset All Bills' })
    const question = page.getByRole('dialog', { name: 'Reset all bills?' })

    await resetButton.click()
    await question.waitFor()
    await question.getByRole('button', { name: 'Cancel' }).click()
    await question.waitFor({ state: 'hidden' })
    expect(await focusedText(page)).toBe('Reset All Bills')
    expect(await readBill(e2e.db, id)).toEqual(before)
    expect(await row(section(page, 'My Bills'), 'Rent').innerText()).toMatch(/Mar 31, 2099\s+Paid/)

    await resetButton.click()
    await question.getByRole('button', { name: 'Reset Bills' }).click()
    await toastSaying(page, 'All bills have been reset.').waitFor()
    expect(await readBill(e2e.db, id)).toMatchObject({ paid: false, dueDate: '2099-04-30' })
    await expect.poll(() => row(section(page, 'My Bills'), 'Rent').innerText()).toMatch(/Apr 30, 2099\s+Due/)
    expect(errors).toEqual([])
    await close()
  })
})

describe('marking a paid bill unpaid', () => {
  it('turns it unpaid through the API, red again when its due date has passed', async () => {
    const person = await createUser(e2e.db)
    const id = await billOf(person, {
      name: 'Water',
      dueDate: addDays(todayInNewYork(new Date()), -5),
      paid: true,
    })
    const { page, errors, close } = await openChecklist(person)
    const water = row(section(page, 'My Bills'), 'Water')
    expect(await water.innerText()).toMatch(/Paid/)

    await water.getByRole('button', { name: 'Mark as Unpaid' }).click()
    await toastSaying(page, 'Bill marked as unpaid.').waitFor()
    await water.getByRole('button', { name: 'Mark as Paid' }).waitFor()
    expect(await water.innerText()).toMatch(/Overdue/)
    expect(await readBill(e2e.db, id)).toMatchObject({ paid: false, overdue: true })
    await section(page, 'My Bills').getByText('Total Amount Due: $25.00').waitFor()
    expect(errors).toEqual([])
    await close()
  })
})

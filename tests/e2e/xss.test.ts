import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { todayInNewYork } from '@studio/api/bills/bill-dates'
import { createBill } from '../support/bills.ts'
import { createUser } from '../support/factories.ts'
import { signIn } from '../support/sign-in.ts'
import { useBrowserAndDatabase } from '../support/e2e-context.ts'

// Script payloads stored through the real endpoints come back on the dashboard and the bills page as
// text: nothing runs, nothing is parsed as markup.
const baseURL = inject('baseURL')
const stamp = Date.now().toString(36)
const payload = (where: string) =>
  `<img src=x onerror="window.pwned='${where}'"><script>window.pwned='${where}'</script> ${stamp}`

const e2e = useBrowserAndDatabase()

async function expectNothingRan(page: Page) {
  expect(await page.evaluate(() => (window as { pwned?: string }).pwned)).toBeUndefined()
  expect(await page.locator('img[src="x"]').count()).toBe(0)
}

describe('stored script payloads', () => {
  it('render as text on the dashboard and the bills page', async () => {
    const admin = await createUser(e2e.db, { admin: true })
    const post = (path: string, body: object) =>
      fetch(`${baseURL}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
    expect(
      (
        await post('/api/contact/send_contact.php', {
          name: payload('contact'),
          email: 'x@example.com',
          message: payload('message'),
        })
      ).status,
    ).toBe(200)
    // The fake model quotes the question back, so the stored reply carries the payload too.
    expect((await post('/api/tools/ask', { prompt: payload('ask') })).status).toBe(200)
    await createBill(e2e.db, {
      owner: 'Jordan',
      name: payload('bill'),
      amount: '5',
      dueDate: todayInNewYork(new Date()),
    })

    const page = await e2e.browser.newPage()
    await signIn(page, baseURL, admin)
    await page.goto(`${baseURL}/dashboard`)
    await page
      .getByRole('region', { name: 'Latest contact messages' })
      .getByText(`${stamp}`)
      .first()
      .waitFor()
    await page
      .getByRole('region', { name: 'Latest questions to the assistant' })
      .getByText(`${stamp}`)
      .first()
      .waitFor()
    expect(await page.getByRole('region', { name: 'Latest contact messages' }).innerText()).toContain(
      '<script>',
    )
    await expectNothingRan(page)

    await page.goto(`${baseURL}/bcl`)
    const row = page.getByRole('row').filter({ hasText: stamp })
    await row.first().waitFor()
    expect(await row.first().innerText()).toContain(`<img src=x onerror=`)
    await expectNothingRan(page)
    await page.close()
  })
})

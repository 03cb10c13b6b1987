import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { addDays, todayInNewYork } from '@studio/api/bills/bill-dates'
import { createBill } from '../support/bills.ts'
import { createUser } from '../support/factories.ts'
import { signIn } from '../support/sign-in.ts'
import { useBrowserAndDatabase } from '../support/e2e-context.ts'

const baseURL = inject('baseURL')

const e2e = useBrowserAndDatabase()

async function openDashboard(page: Page) {
  await page.goto(`${baseURL}/dashboard`)
  await page.getByRole('heading', { level: 1 }).filter({ hasNotText: 'Checking' }).waitFor()
}

describe('the dashboard', () => {
  it('tells a signed-out visitor to log in', async () => {
    const page = await e2e.browser.newPage()
    await openDashboard(page)
    await page.getByRole('heading', { name: 'Secure Area' }).waitFor()
    expect(await page.getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe('/login')
    await page.close()
  })

  it('shows a client their care plan, empty at first, and no admin data or admin links', async () => {
    const user = await createUser(e2e.db)
    const page = await e2e.browser.newPage()
    const adminCalls: string[] = []
    page.on(
      'request',
      (request) => request.url().includes('/api/dashboard/') && adminCalls.push(request.url()),
    )
    await signIn(page, baseURL, user)
    await openDashboard(page)
    await page.getByRole('heading', { name: `Welcome, ${user.username}` }).waitFor()
    await page.getByText('Signed in as Client').waitFor()
    await page.getByText('No sites are linked to your account yet; the studio adds them.').waitFor()
    await page.getByText('The studio has not set any milestones yet.').waitFor()
    await page.getByText('No requests yet.').waitFor()
    await page.getByText('Your first report comes after your first full month on the plan.').waitFor()
    expect(await page.getByText('Nothing to show yet.').count()).toBe(0)
    expect(await page.getByRole('tablist').count()).toBe(0)
    expect(await page.getByRole('navigation', { name: 'Care plan' }).count()).toBe(0)
    await page.waitForLoadState('networkidle')
    expect(adminCalls.filter((url) => !url.endsWith('/visitors.php'))).toEqual([])
    await page.close()
  })

  it('shows an admin the Studio Overview with fresh data, and the job queue in the playground', async () => {
    const admin = await createUser(e2e.db, { admin: true })
    const stamp = Date.now().toString(36)
    const today = todayInNewYork(new Date())
    const longMessage = `Can you redo my bakery site? ${'We bake biscuits before dawn and sell out by nine. '.repeat(8)}Thanks!`
    await fetch(`${baseURL}/api/contact/send_contact.php`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: `Dana ${stamp}`,
        email: 'dana@example.com',
        message: longMessage,
      }),
    })
    await e2e.db.query('INSERT INTO ask_usage (prompt, response) VALUES ($1, $2)', [
      `How much is hosting ${stamp}?`,
      'Included.',
    ])
    await createBill(e2e.db, {
      owner: 'Jordan',
      name: `Overdue ${stamp}`,
      amount: '12.5',
      dueDate: addDays(today, -2),
    })
    await createBill(e2e.db, {
      owner: 'Casey',
      name: `Soon ${stamp}`,
      amount: '7',
      dueDate: addDays(today, 3),
    })

    const page = await e2e.browser.newPage()
    await signIn(page, baseURL, admin)
    await openDashboard(page)
    await page.getByText('Signed in as Admin').waitFor()
    const carePlan = page.getByRole('navigation', { name: 'Care plan' })
    expect(await carePlan.getByRole('link', { name: 'Requests inbox' }).getAttribute('href')).toBe(
      '/dashboard/requests',
    )
    const overviewTab = page.getByRole('tab', { name: 'Studio Overview' })
    expect(await overviewTab.getAttribute('aria-selected')).toBe('true')

    const card = (title: string) => page.getByRole('region', { name: title })
    await card('Visitors').waitFor()
    expect(Number(await card('Visitors').locator('.dashboard-figure').innerText())).toBeGreaterThan(0)
    await card('Latest contact messages').getByText(`Dana ${stamp}`).waitFor()
    await card('Latest questions to the assistant').getByText(`How much is hosting ${stamp}?`).waitFor()
    expect(
      await card('Overdue bills')
        .getByRole('listitem')
        .filter({ hasText: `Overdue ${stamp}` })
        .innerText(),
    ).toContain('$12.50')
    expect(
      await card('Upcoming payments (next 7 days)')
        .getByRole('listitem')
        .filter({ hasText: `Soon ${stamp}` })
        .innerText(),
    ).toContain('$7.00 (Casey)')

    const chart = card('Visits per day (last 30 days)')
    expect(await chart.getByRole('img').getAttribute('aria-labelledby')).not.toBeNull()
    expect(await chart.getByRole('img').evaluate((svg) => svg.querySelectorAll('rect').length)).toBe(30)
    await chart.getByText('Visits per day as a table').click()
    const rows = chart.getByRole('table').getByRole('row')
    expect(await rows.count()).toBe(31)
    const todayRow = rows.last()
    expect(await todayRow.locator('time').getAttribute('datetime')).toBe(today)
    expect(Number(await todayRow.getByRole('cell').innerText())).toBeGreaterThan(0)
    expect(await page.getByRole('img', { name: /visits in the last 30 days/ }).count()).toBe(1)

    const contacts = card('Latest contact messages')
    const danasMessage = contacts.getByRole('listitem').filter({ hasText: `Dana ${stamp}` })
    await danasMessage.getByText('Read the whole message').click()
    await danasMessage.locator('details p').filter({ hasText: longMessage }).waitFor()

    await page.getByRole('tab', { name: "Developer's Playground" }).click()
    await page.getByRole('heading', { name: 'Job queue' }).waitFor()
    await page.getByText('BullMQ over Redis: connected.').waitFor()
    await page.close()
  })
})

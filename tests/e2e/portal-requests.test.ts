import { describe, expect, inject, it } from 'vitest'
import { axeViolations } from '../support/axe.ts'
import { useBrowserAndDatabase } from '../support/e2e-context.ts'
import { createSite, createUser } from '../support/factories.ts'
import { closePage, desktopPageAs, phonePageAs, scrollsSideways } from '../support/portal-pages.ts'

// A client files an update request from the dashboard on a phone; the studio answers it from the inbox and
// moves it to In progress; the client reads the answer and the new status in the thread.

const baseURL = inject('baseURL')
const e2e = useBrowserAndDatabase()

describe('update requests in the portal', () => {
  it('carries a request from the client to the studio and the answer back, as text', async () => {
    const client = await createUser(e2e.db)
    await createSite(e2e.db, client.id, { name: 'Main Street Bakery' }) // only clients with a site write
    const admin = await createUser(e2e.db, { admin: true })
    const title = `New opening hours <b>${Date.now().toString(36)}</b>`
    const body = 'Please change Saturday to 9–3.\n<img src=x onerror="document.title=\'owned\'">'

    const phone = await phonePageAs(e2e.browser, baseURL, client)
    await phone.goto(`${baseURL}/dashboard`)
    await phone.getByRole('heading', { name: 'Update requests' }).waitFor()
    await phone.getByText('No requests yet.').waitFor()
    await phone.getByLabel('Title').fill(title)
    await phone.getByLabel('What should change?').fill(body)
    await phone.getByRole('button', { name: 'Send Request' }).click()
    await phone.getByRole('link', { name: title }).waitFor()
    expect(
      await phone.getByRole('link', { name: title }).locator('..').getByText('Open', { exact: true }).count(),
    ).toBe(1)
    await phone.waitForLoadState('networkidle')
    expect(await axeViolations(phone)).toEqual([])
    expect(await scrollsSideways(phone)).toBe(false)

    const desk = await desktopPageAs(e2e.browser, baseURL, admin)
    await desk.goto(`${baseURL}/dashboard/requests`)
    await desk.getByRole('heading', { name: 'Requests Inbox' }).waitFor()
    await desk.getByRole('link', { name: title }).waitFor()
    expect(await axeViolations(desk)).toEqual([])
    await desk.getByRole('link', { name: title }).click()
    await desk.getByRole('heading', { name: title, level: 1 }).waitFor()
    await desk.getByText('Please change Saturday to 9–3.').waitFor()
    await desk.getByLabel('Your reply').fill('Done by Friday. Anything else?')
    await desk.getByRole('button', { name: 'Send Reply' }).click()
    await desk.getByText('Done by Friday. Anything else?').waitFor()
    await desk.getByLabel('Status').selectOption('in_progress')
    await desk.getByRole('button', { name: 'Set Status' }).click()
    await desk.locator('header .status-pill', { hasText: 'In progress' }).waitFor()
    expect(await axeViolations(desk)).toEqual([])
    await closePage(desk)

    await phone.getByRole('link', { name: title }).click()
    await phone.getByRole('heading', { name: title, level: 1 }).waitFor()
    await phone.getByText('Done by Friday. Anything else?').waitFor()
    expect(await phone.locator('header .status-pill').textContent()).toBe('In progress')
    // What the client typed is shown as typed, never run as markup.
    expect(await phone.locator('.thread__body').first().textContent()).toBe(body)
    expect(await phone.title()).not.toBe('owned')
    expect(await axeViolations(phone)).toEqual([])
    expect(await scrollsSideways(phone)).toBe(false)
    await closePage(phone)
  })

  it('tells a client that the admin pages are for the studio', async () => {
    const client = await createUser(e2e.db)
    const page = await phonePageAs(e2e.browser, baseURL, client)
    await page.goto(`${baseURL}/dashboard/requests`)
    await page.getByText('This page is for the studio.').waitFor()
    expect(await page.getByRole('link', { name: 'Back to your dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    )
    await closePage(page)
  })
})

import { describe, expect, inject, it } from 'vitest'
import { formatStudioTime } from '@studio/api/contract/studio-time'
import { axeViolations } from '../support/axe.ts'
import { useBrowserAndDatabase } from '../support/e2e-context.ts'
import { createSite, createUser } from '../support/factories.ts'
import { callPortalApi } from '../support/portal-api.ts'
import {
  closePage,
  desktopPageAs,
  focusedElement,
  phonePageAs,
  scrollsSideways,
} from '../support/portal-pages.ts'
import { loginToken } from '../support/sign-in.ts'

// A client files an update request from the dashboard on a phone; the studio answers it from the inbox and
// moves it along; the client reads the answer and the new status in the thread. Focus follows each step
// (never left on <body>), every time is New York's whatever the reader's zone, and a done request that the
// client writes on again comes back to the inbox.

const baseURL = inject('baseURL')
const e2e = useBrowserAndDatabase()

describe('update requests in the portal', () => {
  // Many steps and axe runs, on a machine shared by many: its time limit is a hang guard, not a speed bar.
  it('carries a request from the client to the studio and the answer back, as text', async () => {
    const client = await createUser(e2e.db)
    const admin = await createUser(e2e.db, { admin: true })
    await createSite(e2e.db, client.id, { name: 'Harbor Books' })
    const title = `New opening hours <b>${Date.now().toString(36)}</b>`
    const body = 'Please change Saturday to 9–3.\n<img src=x onerror="document.title=\'owned\'">'

    const phone = await phonePageAs(e2e.browser, baseURL, client)
    await phone.goto(`${baseURL}/dashboard`)
    await phone.getByRole('heading', { name: 'Update requests' }).waitFor()
    await phone.getByText('No requests yet.').waitFor()
    await phone.getByLabel('Title').fill(title)
    await phone.getByLabel('What should change?').fill(body)
    await phone.getByLabel('Site (optional)').selectOption({ label: 'Harbor Books' })
    await phone.getByRole('button', { name: 'Send Request' }).click()
    const filed = phone.getByRole('link', { name: title })
    await filed.waitFor()
    // Focus moves to the new request, not to <body>.
    await expect.poll(() => focusedElement(phone)).toMatchObject({ tag: 'a', text: title })
    expect(await filed.locator('..').getByText('Open', { exact: true }).count()).toBe(1)
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
    await expect.poll(() => focusedElement(desk)).toMatchObject({ tag: 'h1', text: title })
    // The thread names the site it is about.
    expect(await desk.getByRole('link', { name: 'Harbor Books' }).getAttribute('href')).toMatch(
      /^\/dashboard\/sites\/\d+$/,
    )
    await desk.getByText('Please change Saturday to 9–3.').waitFor()
    await desk.getByLabel('Your reply').fill('Done by Friday. Anything else?')
    await desk.getByRole('button', { name: 'Send Reply' }).click()
    await desk.getByText('Done by Friday. Anything else?').waitFor()
    await expect.poll(() => focusedElement(desk)).toMatchObject({ tag: 'li' })
    expect((await focusedElement(desk)).text).toContain('Done by Friday. Anything else?')
    await desk.getByLabel('Status').selectOption('in_progress')
    await desk.getByRole('button', { name: 'Set Status' }).click()
    await desk.locator('header .status-pill', { hasText: 'In progress' }).waitFor()
    expect(await focusedElement(desk)).toMatchObject({ tag: 'button', text: 'Set Status' })
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
    // Once the page has settled: a toast sliding in may widen it for a moment on a busy machine.
    await expect.poll(() => scrollsSideways(phone), { timeout: 10_000 }).toBe(false)
    await closePage(phone)
  }, 120_000)

  it('shows every time in New York time, labelled, to a reader in another zone', async () => {
    const client = await createUser(e2e.db)
    await createSite(e2e.db, client.id, { name: 'Tokyo Tea House' })
    const token = await loginToken(baseURL, client)
    const { request } = await callPortalApi<{ request: { id: number; createdAt: string } }>(
      baseURL,
      token,
      'POST',
      '/portal/requests',
      { title: 'Spring menu', body: 'New photos for April.' },
    )
    const context = await e2e.browser.newContext({ timezoneId: 'Asia/Tokyo' })
    const page = await context.newPage()
    await page.addInitScript((stored) => localStorage.setItem('authToken', stored), token)
    await page.goto(`${baseURL}/dashboard/requests/${request.id}`)
    await page.getByRole('heading', { level: 1, name: 'Spring menu' }).waitFor()
    const newYork = formatStudioTime(request.createdAt)
    expect(newYork).toMatch(/ E[SD]T$/)
    await page.getByText(`filed ${newYork}`).waitFor()
    await context.close()
  })

  it('lists the done requests for the studio, and brings one back to the inbox when the client writes', async () => {
    const client = await createUser(e2e.db)
    const admin = await createUser(e2e.db, { admin: true })
    await createSite(e2e.db, client.id)
    const clientToken = await loginToken(baseURL, client)
    const adminToken = await loginToken(baseURL, admin)
    const title = `Holiday banner ${Date.now().toString(36)}`
    const { request } = await callPortalApi<{ request: { id: number } }>(
      baseURL,
      clientToken,
      'POST',
      '/portal/requests',
      { title, body: 'A banner for the holidays, please.' },
    )
    await callPortalApi(baseURL, adminToken, 'PATCH', `/portal/requests/${request.id}`, { status: 'done' })

    const phone = await phonePageAs(e2e.browser, baseURL, admin)
    await phone.goto(`${baseURL}/dashboard/requests`)
    await phone.getByRole('heading', { level: 1, name: 'Requests Inbox' }).waitFor()
    await phone.getByRole('link', { name: 'Waiting' }).waitFor()
    expect(await phone.getByRole('link', { name: title }).count()).toBe(0)
    await phone.getByRole('link', { name: 'Done', exact: true }).click()
    await phone.getByRole('link', { name: title }).waitFor()
    expect(await phone.getByRole('link', { name: 'Done', exact: true }).getAttribute('aria-current')).toBe(
      'page',
    )
    await phone.waitForLoadState('networkidle')
    expect(await axeViolations(phone)).toEqual([])
    expect(await scrollsSideways(phone)).toBe(false)

    await callPortalApi(baseURL, clientToken, 'POST', `/portal/requests/${request.id}/messages`, {
      body: 'One more thing: the banner should say "Closed Dec 25".',
    })
    await phone.getByRole('link', { name: 'Waiting' }).click()
    // The Done list's row is on screen until the inbox has loaded: wait for the row to say Open.
    const row = phone.getByRole('link', { name: title })
    await expect
      .poll(() => row.locator('..').getByText('Open', { exact: true }).count(), { timeout: 15_000 })
      .toBe(1)
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

  it('says it cannot find a request whose address names none', async () => {
    const client = await createUser(e2e.db)
    const page = await phonePageAs(e2e.browser, baseURL, client)
    await page.goto(`${baseURL}/dashboard/requests/abc`)
    await page.getByRole('heading', { level: 1, name: 'We couldn’t find that request' }).waitFor()
    expect(await page.getByText(/must be an id number/).count()).toBe(0)
    await page.goto(`${baseURL}/dashboard/requests/999999999`)
    await page.getByRole('heading', { level: 1, name: 'We couldn’t find that request' }).waitFor()
    await closePage(page)
  })
})

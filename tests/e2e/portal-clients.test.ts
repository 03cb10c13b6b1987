import { describe, expect, inject, it } from 'vitest'
import { freePort } from '@studio/api/platform/net/free-port'
import { axeViolations } from '../support/axe.ts'
import { useBrowserAndDatabase } from '../support/e2e-context.ts'
import { createUser } from '../support/factories.ts'
import { callPortalApi } from '../support/portal-api.ts'
import {
  closePage,
  desktopPageAs,
  focusedElement,
  phonePageAs,
  scrollsSideways,
} from '../support/portal-pages.ts'
import { loginToken } from '../support/sign-in.ts'
import { waitFor } from '../support/wait-for.ts'

// The studio's Clients view as issue 32 found it wanting: every client account is there (a client whose site
// is still being built too), a failing site says what is known before it is confirmed down, each site opens
// the client's own view of it, and the milestone editor keeps focus where a keyboard user can go on.

const baseURL = inject('baseURL')
const e2e = useBrowserAndDatabase()

describe('the Clients view', () => {
  // Many steps and axe runs, on a machine shared by many: its time limit is a hang guard, not a speed bar.
  it('lists every client, says why a site fails, and opens the client’s view of the site', async () => {
    const builder = await createUser(e2e.db)
    const client = await createUser(e2e.db)
    const admin = await createUser(e2e.db, { admin: true })
    const token = await loginToken(baseURL, admin)
    // Nothing listens on this port: every check of the site is refused.
    const closed = `http://127.0.0.1:${await freePort()}/`
    const { site } = await callPortalApi<{ site: { id: number } }>(baseURL, token, 'POST', '/portal/sites', {
      client: client.username,
      name: 'Closed Bakery',
      url: closed,
    })
    await waitFor('the first check of the new site', async () => {
      const detail = await callPortalApi<{ site: { lastCheckedAt: string | null } }>(
        baseURL,
        token,
        'GET',
        `/portal/sites/${site.id}`,
      )
      return detail.site.lastCheckedAt !== null
    })

    const desk = await desktopPageAs(e2e.browser, baseURL, admin)
    await desk.goto(`${baseURL}/dashboard/clients`)
    const builderCard = desk.getByRole('region', { name: builder.username })
    await builderCard.getByText('No site under care yet.').waitFor()
    await builderCard.locator('summary', { hasText: 'Milestones' }).waitFor()

    const card = desk.getByRole('region', { name: client.username })
    await card.locator('.status-pill', { hasText: 'Checked: connection refused (1 of 2 failures)' }).waitFor()
    await card.getByText(/^Last check: \w{3} \d+, \d{4}, \d+:\d\d [AP]M E[SD]T: connection refused/).waitFor()
    await card.getByRole('button', { name: 'Check Now Closed Bakery' }).click()
    // Seconds after the first failure, Check Now's is the same failure; on a slow run it may be the second.
    await desk
      .getByText(
        /^Closed Bakery checked: (connection refused \(1 of 2 failures\)|Down, connection refused \(\d+ failures in a row\))\.$/,
      )
      .waitFor()
    await desk.waitForLoadState('networkidle')
    expect(await axeViolations(desk)).toEqual([])

    await card.getByRole('link', { name: 'Closed Bakery' }).click()
    await desk.waitForURL(`${baseURL}/dashboard/sites/${site.id}`)
    const heading = desk.getByRole('heading', { level: 1, name: 'Closed Bakery' })
    await heading.waitFor()
    // A route change puts focus on the new page's heading, not on <body>.
    await expect.poll(() => focusedElement(desk)).toMatchObject({ tag: 'h1', text: 'Closed Bakery' })
    await desk.getByText(`${client.username}’s site`).waitFor()
    await desk.getByRole('heading', { level: 2, name: 'Uptime, day by day' }).waitFor()
    await desk
      .getByText(/connection refused/)
      .first()
      .waitFor()
    await desk.waitForLoadState('networkidle')
    expect(await axeViolations(desk)).toEqual([])
    await closePage(desk)

    const phone = await phonePageAs(e2e.browser, baseURL, client)
    await phone.goto(`${baseURL}/dashboard/sites/${site.id}`)
    await phone.getByRole('heading', { level: 1, name: 'Closed Bakery' }).waitFor()
    await phone.getByRole('heading', { level: 2, name: 'Response time' }).waitFor()
    await phone.waitForLoadState('networkidle')
    expect(await axeViolations(phone)).toEqual([])
    expect(await scrollsSideways(phone)).toBe(false)
    await closePage(phone)
  }, 120_000)

  it('keeps focus on the milestones as rows come and go, and says why Add Milestone stops at 30', async () => {
    const client = await createUser(e2e.db)
    const admin = await createUser(e2e.db, { admin: true })
    const token = await loginToken(baseURL, admin)
    const milestones = Array.from({ length: 29 }, (_, index) => ({
      title: `Step ${index + 1}`,
      due: null,
      done: false,
    }))
    await callPortalApi(baseURL, token, 'PUT', `/portal/projects/${client.username}`, { milestones })

    const page = await phonePageAs(e2e.browser, baseURL, admin)
    await page.goto(`${baseURL}/dashboard/clients`)
    const card = page.getByRole('region', { name: client.username })
    await card.locator('summary', { hasText: 'Milestones' }).click()
    const add = card.getByRole('button', { name: 'Add Milestone' })
    await add.click()
    expect(await focusedElement(page)).toMatchObject({ tag: 'input', value: '' })
    expect(await card.getByLabel('Title').count()).toBe(30)
    await page.keyboard.type('Step 30')

    expect(await add.isDisabled()).toBe(true)
    const why = 'A timeline holds at most 30 milestones: remove one to add another.'
    await card.getByText(why).waitFor()
    const describedBy = (await add.getAttribute('aria-describedby')) ?? ''
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(why)
    expect(await axeViolations(page)).toEqual([])
    expect(await scrollsSideways(page)).toBe(false)

    // Removing a row hands focus to the row that took its place; the last row's, to the one before it.
    await card.getByRole('button', { name: 'Remove milestone 3', exact: true }).click()
    expect(await focusedElement(page)).toMatchObject({ tag: 'input', value: 'Step 4' })
    await card.getByRole('button', { name: 'Remove milestone 29', exact: true }).click()
    expect(await focusedElement(page)).toMatchObject({ tag: 'input', value: 'Step 29' })
    expect(await add.isDisabled()).toBe(false)
    expect(await card.getByText(why).count()).toBe(0)
    await closePage(page)
  })
})

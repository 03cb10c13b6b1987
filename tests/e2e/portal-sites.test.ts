import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { axeViolations } from '../support/axe.ts'
import { useBrowserAndDatabase } from '../support/e2e-context.ts'
import { createUser } from '../support/factories.ts'
import { serveFixtureSite } from '../support/fixture-site.ts'
import { closePage, desktopPageAs, phonePageAs, scrollsSideways } from '../support/portal-pages.ts'

// The studio links a client's site (a fixture on loopback) and a milestone in the Clients view and checks
// the site now; the client, on a phone, reads its status as a word, the 30-day strip and chart in words,
// and the milestone on the timeline.

const baseURL = inject('baseURL')
const e2e = useBrowserAndDatabase()
let site: Awaited<ReturnType<typeof serveFixtureSite>>

beforeAll(async () => {
  site = await serveFixtureSite('Main Street Bakery')
})

afterAll(async () => {
  await site?.close()
})

describe('sites under care in the portal', () => {
  it('lets the studio link and check a site, and shows the client its status in words', async () => {
    const client = await createUser(e2e.db)
    const admin = await createUser(e2e.db, { admin: true })

    const desk = await desktopPageAs(e2e.browser, baseURL, admin)
    await desk.goto(`${baseURL}/dashboard/clients`)
    await desk.getByRole('heading', { name: 'Clients and Sites' }).waitFor()
    await desk.getByLabel("Client's username").fill(client.username)
    await desk.getByLabel('Site name').fill('Main Street Bakery')
    await desk.getByLabel('Address').fill(site.url)
    await desk.getByRole('button', { name: 'Link Site' }).click()
    const clientCard = desk.getByRole('region', { name: client.username })
    await clientCard.getByRole('link', { name: 'Main Street Bakery' }).waitFor()
    await clientCard.getByRole('button', { name: 'Check Now Main Street Bakery' }).click()
    await clientCard.locator('.status-pill', { hasText: 'Up' }).waitFor({ timeout: 30_000 })

    await clientCard.locator('summary', { hasText: 'Milestones' }).click()
    await clientCard.getByRole('button', { name: 'Add Milestone' }).click()
    await clientCard.getByLabel('Title').fill('New menu page live')
    await clientCard.getByLabel('Due').fill('2026-12-15')
    await clientCard.getByRole('button', { name: 'Save Milestones' }).click()
    await desk.getByText(`Milestones saved for ${client.username}.`).waitFor()
    await desk.waitForLoadState('networkidle')
    expect(await axeViolations(desk)).toEqual([])
    await closePage(desk)

    const phone = await phonePageAs(e2e.browser, baseURL, client)
    await phone.goto(`${baseURL}/dashboard`)
    const card = phone.getByRole('region', { name: 'Main Street Bakery' })
    await card.waitFor()
    expect(await card.locator('.status-pill').textContent()).toBe('Up')
    await card.getByText('Checked on 1 of the last 30 days; up all day on every one.').waitFor()
    // Today's median counts as it stands, so the one check of a minute ago is already a day's figure.
    await card.getByText(/^Typical response \d+ ms over 1 day \(\w{3} \d+\)\.$/).waitFor()
    expect(await card.locator('.response-chart rect').count()).toBe(1)
    expect(await card.getByRole('img').getAttribute('aria-labelledby')).toBeTruthy()
    await phone.getByText('New menu page live').waitFor()
    await phone.getByText('To do · due Dec 15, 2026').waitFor()
    await phone.waitForLoadState('networkidle')
    expect(await axeViolations(phone)).toEqual([])
    expect(await scrollsSideways(phone)).toBe(false)
    await closePage(phone)
  })

  it('lets the studio link a site by keyboard alone, and remove it after confirming', async () => {
    const client = await createUser(e2e.db)
    const admin = await createUser(e2e.db, { admin: true })
    const desk = await desktopPageAs(e2e.browser, baseURL, admin)
    await desk.goto(`${baseURL}/dashboard/clients`)
    await desk.getByLabel("Client's username").focus()
    await desk.keyboard.type(client.username)
    await desk.keyboard.press('Tab')
    await desk.keyboard.type('Riverside Florist')
    await desk.keyboard.press('Tab')
    await desk.keyboard.type(site.url)
    await desk.keyboard.press('Enter')
    const clientCard = desk.getByRole('region', { name: client.username })
    await clientCard.getByRole('link', { name: 'Riverside Florist' }).waitFor()

    const confirmations: string[] = []
    desk.on('dialog', (dialog) => {
      confirmations.push(dialog.message())
      void dialog.accept()
    })
    await clientCard.getByRole('button', { name: 'Remove Riverside Florist' }).focus()
    await desk.keyboard.press('Enter')
    await desk.getByText('Riverside Florist removed.').waitFor()
    expect(confirmations).toEqual([
      'Remove Riverside Florist? Its checks, outages and reports are deleted too.',
    ])
    // The row is gone; the client stays listed (sites or not), and focus waits on their heading.
    await clientCard.getByRole('link', { name: 'Riverside Florist' }).waitFor({ state: 'detached' })
    await clientCard.getByText('No site under care yet.').waitFor()
    expect(await desk.evaluate(() => document.activeElement?.textContent)).toBe(client.username)
    expect(await desk.evaluate(() => document.activeElement?.tagName)).toBe('H2')
    await closePage(desk)
  })
})

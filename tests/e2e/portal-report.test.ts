import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { axeViolations } from '../support/axe.ts'
import { useBrowserAndDatabase } from '../support/e2e-context.ts'
import { createUser } from '../support/factories.ts'
import { serveFixtureSite } from '../support/fixture-site.ts'
import { closePage, desktopPageAs, phonePageAs, scrollsSideways } from '../support/portal-pages.ts'
import { callPortalApi, lastMonth } from '../support/portal-api.ts'
import { loginToken } from '../support/sign-in.ts'

// The studio writes a draft report's roadmap in markdown and publishes it; the client reads it with the
// markdown rendered and its raw HTML shown as text, and prints it: the print stylesheet hides the site's
// header, navigation and footer and the buttons, and headless Chromium saves the page as a PDF.

const baseURL = inject('baseURL')
const e2e = useBrowserAndDatabase()
let site: Awaited<ReturnType<typeof serveFixtureSite>>

beforeAll(async () => {
  site = await serveFixtureSite('Corner Hardware')
})

afterAll(async () => {
  await site?.close()
})

describe('a monthly report in the portal', () => {
  it('is written and published by the studio, then read and printed by the client', async () => {
    const client = await createUser(e2e.db)
    const admin = await createUser(e2e.db, { admin: true })
    const token = await loginToken(baseURL, admin)
    const linked = await callPortalApi<{ site: { id: number } }>(baseURL, token, 'POST', '/portal/sites', {
      client: client.username,
      name: 'Corner Hardware',
      url: site.url,
    })
    await callPortalApi(baseURL, token, 'POST', `/portal/sites/${linked.site.id}/check`)
    const { report } = await callPortalApi<{ report: { id: number } }>(
      baseURL,
      token,
      'POST',
      '/portal/reports',
      {
        siteId: linked.site.id,
        month: lastMonth(),
      },
    )

    const desk = await desktopPageAs(e2e.browser, baseURL, admin)
    await desk.goto(`${baseURL}/dashboard/reports`)
    const draftLink = desk.getByRole('link', { name: /^Corner Hardware, / })
    await draftLink.waitFor()
    expect(await axeViolations(desk)).toEqual([])
    expect(await draftLink.getAttribute('href')).toBe(`/dashboard/reports/${report.id}`)
    // The Draft pill stands clear of its title, in words and on screen.
    const draftRow = draftLink.locator('..')
    expect(await draftRow.textContent()).toMatch(/, \w+ \d{4} Draft$/)
    const linkBox = (await draftLink.boundingBox())!
    const pillBox = (await draftRow.locator('.status-pill').boundingBox())!
    expect(pillBox.x).toBeGreaterThanOrEqual(linkBox.x + linkBox.width + 4)
    await draftLink.click()
    await desk.getByText('Draft: the client sees it once it is published.').waitFor()
    expect(await axeViolations(desk)).toEqual([])
    const roadmap =
      '# Plan\n\n## Next month\n\n- **Faster** home page\n- [Menu](https://example.com/menu)\n\n' +
      '- [x] Spring photos\n- [ ] Gift cards\n\n<script>alert(1)</script>'
    await desk.getByLabel('Roadmap (markdown)').fill(roadmap)
    await desk.getByRole('button', { name: 'Save Roadmap' }).click()
    await desk.getByText('Roadmap saved.').waitFor()
    await desk.getByRole('button', { name: 'Publish Report' }).click()
    await desk.getByText(/^Published /).waitFor()
    await closePage(desk)

    const phone = await phonePageAs(e2e.browser, baseURL, client)
    await phone.goto(`${baseURL}/dashboard`)
    await phone.getByRole('link', { name: /^Corner Hardware, / }).click()
    await phone.getByRole('heading', { name: 'Next month' }).waitFor()
    // The roadmap's headings sit under the page's own: one h1, the roadmap's "# Plan" an h3 under "Roadmap".
    expect(await phone.locator('h1').count()).toBe(1)
    expect(await phone.getByRole('heading', { level: 3, name: 'Plan' }).count()).toBe(1)
    // A task list reads as marks and words, with no unlabelled checkbox.
    expect(await phone.locator('.report-roadmap input').count()).toBe(0)
    expect(await phone.locator('.report-roadmap li', { hasText: 'Spring photos' }).textContent()).toMatch(
      /^☑ Done: Spring photos\s*$/,
    )
    expect(await phone.locator('.report-roadmap strong').textContent()).toBe('Faster')
    expect(await phone.locator('.report-roadmap script').count()).toBe(0)
    await phone.locator('.report-roadmap').getByText('<script>alert(1)</script>').waitFor()
    await phone.getByRole('row', { name: /Uptime/ }).waitFor()
    await phone.waitForLoadState('networkidle')
    expect(await axeViolations(phone)).toEqual([])
    expect(await scrollsSideways(phone)).toBe(false)

    const printButton = phone.getByRole('button', { name: 'Print or save as PDF' })
    expect(await printButton.isVisible()).toBe(true)
    await phone.emulateMedia({ media: 'print' })
    expect(await phone.locator('.site-header').isVisible()).toBe(false)
    expect(await phone.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false)
    expect(await phone.locator('.site-footer').isVisible()).toBe(false)
    expect(await printButton.isVisible()).toBe(false)
    expect(await phone.getByRole('heading', { name: 'Roadmap' }).isVisible()).toBe(true)
    const pdf = await phone.pdf({ format: 'Letter' })
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(pdf.length).toBeGreaterThan(1000)
    await closePage(phone)
  })
})

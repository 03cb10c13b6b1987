import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'
import { axeViolations } from '../support/axe.ts'
import { openBrowser } from '../support/browser.ts'
import { sitePages } from '@studio/web/site/site-pages'

// axe-core on every route of the site, on a desktop screen and on a phone with the menu open.

const baseURL = inject('baseURL')
let browser: Browser

beforeAll(async () => {
  browser = await openBrowser()
})

afterAll(async () => {
  await browser.close()
})

describe('accessibility (axe-core)', () => {
  it.each([...sitePages.map((page) => page.path), '/an-unknown-page'])(
    '%s has no violations',
    async (path) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
      const page = await context.newPage()
      await page.goto(baseURL + path)
      await page.waitForLoadState('networkidle')
      expect(await axeViolations(page)).toEqual([])
      await context.close()
    },
  )

  it('the phone layout with the menu open and a toast showing has no violations', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await page.goto(`${baseURL}/contact`)
    await page.waitForLoadState('networkidle')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.getByRole('status').first().waitFor()
    await page.getByRole('button', { name: 'Menu' }).click()
    expect(await axeViolations(page)).toEqual([])
    await context.close()
  })
})

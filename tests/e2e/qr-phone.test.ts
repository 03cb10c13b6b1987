/// <reference lib="dom" />
// DOM types for the code that page.evaluate runs in the browser.
import AxeBuilder from '@axe-core/playwright'
import type { BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { useBrowser } from '../support/e2e-context.ts'
import { openGenerator, settledScanResult } from '../support/qr-page.ts'

const baseURL = inject('baseURL')
const chromium = useBrowser()
const phone = { width: 390, height: 844 }
let context: BrowserContext

beforeAll(async () => {
  context = await chromium.browser.newContext({ viewport: phone, isMobile: true, hasTouch: true })
})
afterAll(async () => {
  await context?.close()
})

describe('QR generator on a phone', () => {
  it('shows a preview of the code within one screen of the field being typed in', async () => {
    const page = await openGenerator(context, baseURL)
    const field = page.getByLabel('Website URL')
    await field.fill('https://example.com/phone')
    expect(await settledScanResult(page)).toBe('exact')
    await field.scrollIntoViewIfNeeded()
    const fieldBox = (await field.boundingBox())!
    // Every drawn QR picture on the page, wherever it is; the nearest one below the field counts.
    const distances = await page
      .locator('canvas')
      .evaluateAll(
        (canvases: HTMLCanvasElement[], fieldBottom) =>
          canvases
            .filter((canvas) => canvas.checkVisibility() && canvas.width > 1)
            .map((canvas) => canvas.getBoundingClientRect().top - fieldBottom),
        fieldBox.y + fieldBox.height,
      )
    const nearest = Math.min(...distances.filter((distance) => distance >= 0))
    expect(nearest).toBeLessThan(phone.height / 2)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width)
    const { violations } = await new AxeBuilder({ page }).analyze()
    expect(violations.map((violation) => violation.id)).toEqual([])

    // The full preview with the scan check and the downloads is one tap away (the page scrolls smoothly).
    await page.getByRole('link', { name: 'Scan check and downloads' }).click()
    const download = page.getByRole('button', { name: 'Download PNG' })
    await expect
      .poll(async () => (await download.boundingBox())!.y, { timeout: 10_000 })
      .toBeLessThan(phone.height)
    await page.close()
  })
})

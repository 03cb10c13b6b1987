import type { BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { useBrowser } from '../support/e2e-context.ts'
import { openBatch, openGenerator, runBatch } from '../support/qr-page.ts'

const baseURL = inject('baseURL')
const chromium = useBrowser()
let context: BrowserContext

beforeAll(async () => {
  context = await chromium.browser.newContext({ acceptDownloads: true })
})
afterAll(async () => {
  await context?.close()
})

describe('QR batch: rows as the spreadsheet numbers them, links as single mode checks them', () => {
  it("lists a bare domain and an empty cell by their spreadsheet rows, with single mode's sentence", async () => {
    const page = await openGenerator(context, baseURL)
    // Single mode's word for a web address without https://, to compare with the batch's.
    await page.getByLabel('Website URL').fill('example.com')
    await expect.poll(() => page.locator('#qr-error').textContent()).not.toBe('')
    const singleModeSays = (await page.locator('#qr-error').textContent())!

    // Spreadsheet rows: 1 the header, 2 ok, 3 a bare domain, 4 blank, 5 an empty cell, 6 text.
    await openBatch(page, 'name,url\nok,https://example.com/a\nbare,example.com\n\nempty,\nnote,Table 4\n')
    const files = await runBatch(page, 4)
    expect([...files.keys()]).toEqual(['ok.png', 'note.png'])
    expect(await page.locator('.qr-batch__failed li').allTextContents()).toEqual([
      `Row 3: ${singleModeSays}`,
      'Row 5: The content cell is empty.',
    ])
    expect(singleModeSays).toBe('Enter a full web address, including https://.')
    await page.close()
  })
})

import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { useBrowser } from '../support/e2e-context.ts'
import { downloadFrom, openGenerator, readQrPixels, settledScanResult, toPixels } from '../support/qr-page.ts'

const baseURL = inject('baseURL')
const chromium = useBrowser()
let context: BrowserContext
/** A blank page (no app, no CSP) where the browser's own decoders turn downloaded files into pixels. */
let decoderPage: Page

beforeAll(async () => {
  context = await chromium.browser.newContext({ acceptDownloads: true })
  decoderPage = await context.newPage()
})
afterAll(async () => {
  await context?.close()
})

const redCircleLogo = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><circle cx="50" cy="50" r="50" fill="#e00000"/></svg>',
)

describe('QR downloads at print size, the logo in both files', () => {
  it('downloads a 1024 px PNG by default and a 2048 px one when chosen, both scanning to the URL', async () => {
    const page = await openGenerator(context, baseURL)
    await page.getByLabel('Website URL').fill('https://example.com/print')
    expect(await settledScanResult(page)).toBe('exact')
    const standard = await toPixels(decoderPage, await downloadFrom(page, 'Download PNG'), 'image/png')
    expect([standard.width, standard.height]).toEqual([1024, 1024])
    expect(readQrPixels(standard)).toBe('https://example.com/print')

    await page.getByLabel('PNG download size').selectOption({ label: '2048 × 2048 px' })
    expect(await settledScanResult(page)).toBe('exact')
    const large = await toPixels(decoderPage, await downloadFrom(page, 'Download PNG'), 'image/png')
    expect([large.width, large.height]).toEqual([2048, 2048])
    expect(readQrPixels(large)).toBe('https://example.com/print')
    await page.close()
  })

  it('embeds the logo in the SVG, where it shows at the centre and the code still scans', async () => {
    const page = await openGenerator(context, baseURL)
    await page.getByLabel('Website URL').fill('https://example.com/vector-logo')
    await page
      .getByLabel('Upload a logo')
      .setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: redCircleLogo })
    await expect.poll(() => page.getByRole('button', { name: 'Remove logo' }).isVisible()).toBe(true)
    expect(await settledScanResult(page)).toBe('exact')
    const svg = await downloadFrom(page, 'Download SVG')
    expect(svg.toString('utf8')).toMatch(/<image [^>]*href="data:image\/png;base64,/)

    // Rasterised by the browser at the SVG's own width, as a viewer or print shop would.
    const pixels = await toPixels(decoderPage, svg, 'image/svg+xml')
    const centre = (Math.floor(pixels.height / 2) * pixels.width + Math.floor(pixels.width / 2)) * 4
    expect([...pixels.rgba.slice(centre, centre + 3)]).toEqual([224, 0, 0])
    expect(readQrPixels(pixels)).toBe('https://example.com/vector-logo')
    await page.close()
  })
})

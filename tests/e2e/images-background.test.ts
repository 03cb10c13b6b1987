/// <reference lib="dom" />
// DOM types for the code that page.evaluate runs in the browser.
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { useBrowser } from '../support/e2e-context.ts'
import { convertAndDownload, openToolPage, pixelAt } from '../support/tool-page.ts'

const baseURL = inject('baseURL')
const chromium = useBrowser()

/** A 64 × 64 PNG, transparent but for a half-transparent red circle in the middle: a logo. */
async function halfTransparentRedCircle(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas')
    canvas.width = canvas.height = 64
    const context = canvas.getContext('2d')!
    context.fillStyle = 'rgba(255, 0, 0, 0.5)'
    context.beginPath()
    context.arc(32, 32, 24, 0, 2 * Math.PI)
    context.fill()
    return canvas.toDataURL('image/png')
  })
  return Buffer.from(dataUrl.split(',')[1]!, 'base64')
}

/** Each channel within `tolerance` of the expected one (JPEG is lossy). */
function expectColourNear(actual: number[], expected: number[], tolerance = 6) {
  expect(
    actual.map((channel, i) => Math.abs(channel - expected[i]!) <= tolerance),
    `${actual}`,
  ).toEqual([true, true, true])
}

describe('image converter: a background for formats without transparency', () => {
  it('puts a transparent PNG on white in a JPEG by default, and on the chosen colour when asked', async () => {
    const { page, errors, close } = await openToolPage(chromium.browser, `${baseURL}/image-converter`)
    const main = page.getByRole('main')
    await main.getByLabel('Choose images').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: await halfTransparentRedCircle(page),
    })
    await main.getByLabel('Convert to').selectOption({ label: 'JPEG' })
    expect(await main.getByLabel('Background').inputValue()).toBe('#ffffff')

    const onWhite = await convertAndDownload(page, 'logo.jpg')
    expectColourNear(await pixelAt(page, onWhite, 1, 1), [255, 255, 255])
    // Half red over white is pink, not the solid red the hidden black behind it used to make.
    expectColourNear(await pixelAt(page, onWhite, 32, 32), [255, 128, 128])

    await main.getByLabel('Background').fill('#0000ff')
    const onBlue = await convertAndDownload(page, 'logo.jpg')
    expectColourNear(await pixelAt(page, onBlue, 1, 1), [0, 0, 255])
    expect(errors).toEqual([])
    await close()
  })

  it('offers no background for a format that keeps transparency', async () => {
    const { page, errors, close } = await openToolPage(chromium.browser, `${baseURL}/image-converter`)
    const main = page.getByRole('main')
    await main.getByLabel('Convert to').selectOption({ label: 'PNG' })
    expect(await main.getByLabel('Background').count()).toBe(0)
    expect(errors).toEqual([])
    await close()
  })
})

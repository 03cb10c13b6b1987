/// <reference lib="dom" />
// DOM types for the code that page.evaluate runs in the browser.
import { readFile } from 'node:fs/promises'
import jsQR from 'jsqr'
import type { BrowserContext, Page } from 'playwright-core'
import { expect } from 'vitest'
import { unzipStored } from './unzip-stored.ts'

/** The QR page as on a first visit: no style remembered from an earlier test. */
export async function openGenerator(context: BrowserContext, baseURL: string): Promise<Page> {
  const page = await context.newPage()
  await page.addInitScript(() => localStorage.removeItem('qr-style'))
  await page.goto(`${baseURL}/qrcode-generator`)
  return page
}

/** Waits for the preview of the latest input and its scan check, and returns the check's result. */
export async function settledScanResult(page: Page): Promise<string> {
  const status = page.locator('[data-scan-result]')
  await expect.poll(() => status.getAttribute('data-scan-result'), { timeout: 30_000 }).not.toBe('pending')
  return (await status.getAttribute('data-scan-result'))!
}

/** Opens batch mode on the QR page, in the rounded style when asked, and loads `csv` as the uploaded file. */
export async function openBatch(page: Page, csv: string, { rounded = false } = {}): Promise<Page> {
  if (rounded) await page.getByLabel('Module style').selectOption({ label: 'Rounded' })
  await page.getByRole('button', { name: 'Make many codes from a CSV' }).click()
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'codes.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  return page
}

/** Runs the batch of `codes` codes, waits for it to finish, and returns the downloaded ZIP's files. */
export async function runBatch(page: Page, codes: number): Promise<Map<string, Buffer>> {
  await page.getByRole('button', { name: `Make ${codes} codes` }).click()
  await expect.poll(() => page.getByRole('button', { name: 'Download ZIP' }).isVisible()).toBe(true)
  return unzipStored(await downloadFrom(page, 'Download ZIP'))
}

/** Clicks a download button of the QR page and returns the file. */
export async function downloadFrom(page: Page, buttonName: string): Promise<Buffer> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: buttonName }).click(),
  ])
  return readFile((await download.path())!)
}

export interface Pixels {
  width: number
  height: number
  rgba: Uint8ClampedArray
}

/**
 * Decodes an image file (PNG, or SVG rasterised at its own width) to RGBA pixels with the browser's own
 * decoders in `decoderPage` (a blank page: no app, no CSP). Pixels come back as base64, so a 2048 px image
 * crosses in seconds.
 */
export async function toPixels(decoderPage: Page, file: Buffer, mimeType: string): Promise<Pixels> {
  const { width, height, base64 } = await decoderPage.evaluate(
    async ({ base64, type }) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
      const url = URL.createObjectURL(new Blob([bytes], { type }))
      const image = new Image()
      image.src = url
      await image.decode()
      const canvas = new OffscreenCanvas(image.naturalWidth, image.naturalHeight)
      const context = canvas.getContext('2d')!
      context.drawImage(image, 0, 0)
      URL.revokeObjectURL(url)
      const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height)
      let binary = ''
      for (let i = 0; i < data.length; i += 0x8000) {
        binary += String.fromCharCode(...data.subarray(i, i + 0x8000))
      }
      return { width, height, base64: btoa(binary) }
    },
    { base64: file.toString('base64'), type: mimeType },
  )
  return { width, height, rgba: new Uint8ClampedArray(Buffer.from(base64, 'base64')) }
}

/** What a QR reader (jsQR, independent of the app's encoder) reads from pixels, as UTF-8 text. */
export function readQrPixels({ width, height, rgba }: Pixels): string | null {
  const found = jsQR(rgba, width, height)
  return found && new TextDecoder().decode(Uint8Array.from(found.binaryData))
}

/// <reference lib="dom" />
// DOM types for the code that page.evaluate runs in the browser.
import { readFileSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'

/**
 * Opens a browser tool's page with downloads on, in a context of its own (nothing remembered from another
 * test); console errors are collected to assert none happened.
 */
export async function openToolPage(
  browser: Browser,
  url: string,
  viewport?: { width: number; height: number },
) {
  const context = await browser.newContext({ acceptDownloads: true, ...(viewport && { viewport }) })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(url)
  await page.waitForLoadState('networkidle')
  return { page, errors, close: () => context.close() }
}

/** Width and height of an image file as the browser decodes it. */
export function decodedSize(page: Page, bytes: Buffer): Promise<number[]> {
  return page.evaluate(
    async (data) => {
      const bitmap = await createImageBitmap(new Blob([new Uint8Array(data)]))
      return [bitmap.width, bitmap.height]
    },
    [...bytes],
  )
}

/** The colour of one pixel of an image file as the browser decodes it. */
export function pixelAt(page: Page, bytes: Buffer, x: number, y: number): Promise<number[]> {
  return page.evaluate(
    async ({ data, x, y }) => {
      const bitmap = await createImageBitmap(new Blob([new Uint8Array(data)]))
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
      const context = canvas.getContext('2d')!
      context.drawImage(bitmap, 0, 0)
      return [...context.getImageData(x, y, 1, 1).data.slice(0, 3)]
    },
    { data: [...bytes], x, y },
  )
}

/** Presses Convert Image on the image converter, waits for the batch, and downloads the file `name`. */
export async function convertAndDownload(page: Page, name: string): Promise<Buffer> {
  const main = page.getByRole('main')
  await main.getByRole('button', { name: 'Convert Image' }).click()
  await main.getByText('Conversion complete! Download your image below.').waitFor({ timeout: 30_000 })
  return downloadFromLink(page, name)
}

/** Clicks the image converter's "Download <name>" link and returns the file. */
export async function downloadFromLink(page: Page, name: string): Promise<Buffer> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('main')
      .getByRole('link', { name: `Download ${name}` })
      .click(),
  ])
  return readFileSync(await download.path())
}

/** A PNG of one colour (any CSS colour), `width` × `height`, drawn by the browser's canvas. */
export async function plainPng(page: Page, width: number, height: number, colour: string): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ({ width, height, colour }) => {
      const canvas = document.createElement('canvas')
      canvas.width = width
      canvas.height = height
      const context = canvas.getContext('2d')!
      context.fillStyle = colour
      context.fillRect(0, 0, width, height)
      return canvas.toDataURL('image/png')
    },
    { width, height, colour },
  )
  return Buffer.from(dataUrl.split(',')[1]!, 'base64')
}

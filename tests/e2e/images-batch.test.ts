/// <reference lib="dom" />
// DOM types for the code that page.evaluate runs in the browser.
import AxeBuilder from '@axe-core/playwright'
import { describe, expect, inject, it } from 'vitest'
import { useBrowser } from '../support/e2e-context.ts'
import {
  convertAndDownload,
  decodedSize,
  downloadFromLink,
  openToolPage,
  plainPng,
} from '../support/tool-page.ts'

const baseURL = inject('baseURL')
const chromium = useBrowser()

const openConverter = () => openToolPage(chromium.browser, `${baseURL}/image-converter`)

describe('image converter: resize, batch and failures', () => {
  it('does not enlarge a 64 × 64 logo resized to width 1200 unless asked to', async () => {
    const { page, errors, close } = await openConverter()
    const main = page.getByRole('main')
    const logo = await plainPng(page, 64, 64, '#9a3412')
    await main
      .getByLabel('Choose images')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo })
    await main.getByLabel('Width (px)').fill('1200')
    expect(await main.getByLabel('Enlarge smaller images to this size').isChecked()).toBe(false)
    expect(await decodedSize(page, await convertAndDownload(page, 'logo.png'))).toEqual([64, 64])

    await main.getByLabel('Enlarge smaller images to this size').check()
    await expect
      .poll(() => main.getByText(/logo\.png · 1200 × 1200/).isVisible(), { timeout: 30_000 })
      .toBe(true)
    expect(await decodedSize(page, await downloadFromLink(page, 'logo.png'))).toEqual([1200, 1200])
    expect(errors).toEqual([])
    await close()
  })

  it('adds dropped and pasted images to the batch, and removes one', async () => {
    const { page, errors, close } = await openConverter()
    const main = page.getByRole('main')
    const png = await plainPng(page, 8, 8, '#166534')
    await main
      .getByLabel('Choose images')
      .setInputFiles({ name: 'chosen.png', mimeType: 'image/png', buffer: png })
    await page.getByTestId('drop-zone').evaluate(
      (zone, bytes) => {
        const dragged = new DataTransfer()
        dragged.items.add(new File([new Uint8Array(bytes)], 'dropped.png', { type: 'image/png' }))
        zone.dispatchEvent(new DragEvent('drop', { dataTransfer: dragged, bubbles: true, cancelable: true }))
      },
      [...png],
    )
    await page.evaluate(
      (bytes) => {
        const clipboard = new DataTransfer()
        clipboard.items.add(new File([new Uint8Array(bytes)], 'pasted.png', { type: 'image/png' }))
        document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: clipboard, bubbles: true }))
      },
      [...png],
    )
    const originals = main.getByRole('img', { name: /^Original: / })
    await expect.poll(() => originals.count()).toBe(3)

    await main.getByRole('button', { name: 'Remove dropped.png' }).click()
    await expect.poll(() => originals.count()).toBe(2)
    expect(await Promise.all((await originals.all()).map((image) => image.getAttribute('alt')))).toEqual([
      'Original: chosen.png',
      'Original: pasted.png',
    ])
    await main.getByRole('button', { name: 'Convert Image' }).click()
    await main.getByText('Conversion complete! Download your image below.').waitFor({ timeout: 30_000 })
    expect(await main.getByRole('link', { name: /^Download / }).allTextContents()).toEqual([
      'Download chosen.png',
      'Download pasted.png',
    ])
    expect(errors).toEqual([])
    await close()
  })

  it('with 4 of 5 converted and one unreadable, says so beside that file, not page-wide', async () => {
    const { page, errors, close } = await openConverter()
    const main = page.getByRole('main')
    const png = await plainPng(page, 8, 8, '#1e3a8a')
    await main.getByLabel('Choose images').setInputFiles([
      ...['one', 'two', 'three', 'four'].map((name) => ({
        name: `${name}.png`,
        mimeType: 'image/png',
        buffer: png,
      })),
      { name: 'broken.png', mimeType: 'image/png', buffer: Buffer.from('not really a png') },
    ])
    await main.getByRole('button', { name: 'Convert Image' }).click()
    const broken = main.getByRole('listitem').filter({ hasText: 'broken.png' })
    await broken
      .getByText(
        'This browser cannot read broken.png as an image. Try a PNG, JPEG, WebP or GIF, or open it in another browser.',
      )
      .waitFor({ timeout: 30_000 })
    await expect
      .poll(() => main.getByRole('alert').textContent(), { timeout: 30_000 })
      .toBe('4 of 5 images converted; one could not be, as the list below says.')
    expect(await main.getByText(/Something went wrong/).count()).toBe(0)
    expect(await main.getByRole('link', { name: /^Download .*\.png$/ }).count()).toBe(4)
    const { violations } = await new AxeBuilder({ page }).analyze()
    expect(violations.map((violation) => violation.id)).toEqual([])
    expect(errors).toEqual([])
    await close()
  })

  it('keeps the compare slider thumb on the divider of a portrait image', async () => {
    const { page, errors, close } = await openConverter()
    const main = page.getByRole('main')
    const portrait = await plainPng(page, 60, 150, '#9a3412')
    await main
      .getByLabel('Choose images')
      .setInputFiles({ name: 'tall.png', mimeType: 'image/png', buffer: portrait })
    await main.getByLabel('Convert to').selectOption({ label: 'WebP' })
    await main.getByRole('button', { name: 'Convert Image' }).click()
    const slider = main.getByRole('slider', { name: 'Compare original and converted tall.webp' })
    await slider.waitFor({ timeout: 30_000 })
    const converted = main.getByRole('img', { name: 'Converted: tall.webp' })
    const image = (await converted.boundingBox())!
    const track = (await slider.boundingBox())!
    // The divider sits at the slider's value across the image; the thumb, across the track. They meet when
    // the track spans the image exactly.
    expect(Math.abs(track.x - image.x), `track ${track.x} image ${image.x}`).toBeLessThanOrEqual(1)
    expect(Math.abs(track.width - image.width)).toBeLessThanOrEqual(1)
    expect(image.height).toBeGreaterThan(image.width)
    expect(errors).toEqual([])
    await close()
  })
})

/// <reference lib="dom" />
// The image converter on a 12-megapixel photo-like image, in headless Chromium against the built app:
// PNG → JPEG and PNG → WebP at quality 92 with the Squoosh codecs in the worker, beside the browser's own
// canvas.toBlob at 0.92 on the same pixels; then a batch of 8 such photos to WebP with the worker pool
// beside the same batch with one worker (the device reported as one core). Bars: the main thread never
// blocks over 50 ms during a conversion; the JPEG is at least 10 % smaller than canvas.toBlob's.
import type { Page } from 'playwright-core'
import {
  chooseFileInPage,
  collectPageGarbage,
  longestTask,
  measureInToolPage,
  report,
  timeClickUntilText,
  watchLongTasks,
} from './support/in-page.ts'
import { exitIfBarsMissed } from './support/bars.ts'
import { traceMainThread } from './support/main-thread-trace.ts'
import { makePhotoInPage } from './support/photo-in-page.ts'

const width = 4000
const height = 3000
const longTaskBarMs = 50
const jpegSavingBar = 0.1

/**
 * Empties the batch: chosen files join it, so a round that chose its photo again would convert the last
 * round's too (and a format change would re-encode them by itself).
 */
async function removeChosenFiles(page: Page) {
  const removeButtons = page.getByRole('main').getByRole('button', { name: /^Remove / })
  while ((await removeButtons.count()) > 0) await removeButtons.first().click()
}

/** Converts the photo in the app; returns the time to 'complete', the output size and the longest task. */
async function convertInApp(page: Page, label: string) {
  await removeChosenFiles(page)
  await page.getByRole('main').getByLabel('Convert to').selectOption({ label })
  await chooseFileInPage(page, 'benchPhoto')
  await page.waitForTimeout(500)
  await collectPageGarbage(page)
  await watchLongTasks(page)
  const ms = await timeClickUntilText(page, 'Convert Image', 'Conversion complete!')
  const longestTaskMs = await longestTask(page)
  const bytes = await page.evaluate(async () => {
    const link = document.querySelector<HTMLAnchorElement>('main a[download]')!
    return (await (await fetch(link.href)).blob()).size
  })
  return { ms, bytes, longestTaskMs }
}

/** The baseline: the browser's own encoder on the same canvas. */
function canvasToBlob(page: Page, type: string) {
  return page.evaluate(
    (type) =>
      new Promise<{ ms: number; bytes: number }>((resolve) => {
        const canvas = (window as unknown as { benchCanvas: HTMLCanvasElement }).benchCanvas
        const start = performance.now()
        canvas.toBlob((blob) => resolve({ ms: performance.now() - start, bytes: blob!.size }), type, 0.92)
      }),
    type,
  )
}

const batchSize = 8

/** Converts `batchSize` copies of the photo to WebP in the app; returns the time and the longest task. */
async function convertBatchInApp(page: Page) {
  await removeChosenFiles(page)
  await page.getByRole('main').getByLabel('Convert to').selectOption({ label: 'WebP' })
  await page.evaluate((count) => {
    const w = window as unknown as { benchPhoto: File; benchBatch: File[] }
    w.benchBatch = Array.from(
      { length: count },
      (_, i) => new File([w.benchPhoto], `photo-${i + 1}.png`, { type: 'image/png' }),
    )
  }, batchSize)
  await chooseFileInPage(page, 'benchBatch')
  await page.waitForTimeout(500)
  await collectPageGarbage(page)
  await watchLongTasks(page)
  // BENCH_TRACE=1 names what the main thread did in each long task (tracing slows the run a little).
  const trace = process.env.BENCH_TRACE ? await traceMainThread(page) : null
  const ms = await timeClickUntilText(page, 'Convert Image', 'Conversion complete!')
  const longestTaskMs = await longestTask(page)
  for (const task of (await trace?.stop()) ?? []) {
    const inside = task.inside.map((event) => `${event.name} ${event.ms.toFixed(0)} ms`).join(', ')
    report(`  long task ${task.ms.toFixed(0)} ms: ${inside}`)
  }
  return { ms, longestTaskMs }
}

/** Makes the page see `cores` cores from the next load on (the pool sizes itself on that). */
async function reloadWithCores(page: Page, cores: number) {
  const session = await page.context().newCDPSession(page)
  await session.send('Emulation.setHardwareConcurrencyOverride', { hardwareConcurrency: cores })
  await page.reload()
  await page.waitForLoadState('networkidle')
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`

async function main() {
  const missed: string[] = []
  await measureInToolPage('/image-converter', async (page) => {
    const pngBytes = await makePhotoInPage(page, width, height)
    report(`input: ${width} × ${height} photo-like PNG, ${megabytes(pngBytes)}; quality 92 (canvas: 0.92)`)

    let longest = 0
    const jpegSizes = { ours: 0, canvas: 0 }
    for (const [label, type] of [
      ['JPEG', 'image/jpeg'],
      ['WebP', 'image/webp'],
    ] as const) {
      const ours = await convertInApp(page, label)
      const baseline = await canvasToBlob(page, type)
      longest = Math.max(longest, ours.longestTaskMs)
      if (type === 'image/jpeg') Object.assign(jpegSizes, { ours: ours.bytes, canvas: baseline.bytes })
      report(
        `${label}: worker ${(ours.ms / 1000).toFixed(2)} s, ${megabytes(ours.bytes)}, longest main-thread task ` +
          `${ours.longestTaskMs.toFixed(0)} ms | baseline canvas.toBlob ${(baseline.ms / 1000).toFixed(2)} s ` +
          `(on the main thread), ${megabytes(baseline.bytes)} | size ${((ours.bytes / baseline.bytes) * 100).toFixed(1)} % of baseline`,
      )
    }

    const jpegSaving = 1 - jpegSizes.ours / jpegSizes.canvas
    report(
      `JPEG saving over canvas.toBlob: ${(jpegSaving * 100).toFixed(1)} % (bar: ≥ ${jpegSavingBar * 100} %)`,
    )
    const cores = await page.evaluate(() => navigator.hardwareConcurrency)
    const pool = await convertBatchInApp(page)
    await reloadWithCores(page, 1)
    await makePhotoInPage(page, width, height)
    const single = await convertBatchInApp(page)
    longest = Math.max(longest, pool.longestTaskMs, single.longestTaskMs)
    report(
      `${batchSize} × ${(width * height) / 1e6} MP → WebP: pool (${cores} cores reported) ${(pool.ms / 1000).toFixed(1)} s | ` +
        `baseline one worker ${(single.ms / 1000).toFixed(1)} s | ${(single.ms / pool.ms).toFixed(2)}× faster`,
    )
    report(
      `longest main-thread task during conversions: ${longest.toFixed(0)} ms (bar: ≤ ${longTaskBarMs} ms)`,
    )
    if (longest > longTaskBarMs) missed.push(`the main thread blocked for ${longest.toFixed(0)} ms`)
    if (jpegSaving < jpegSavingBar) missed.push('the JPEG is not 10 % smaller than canvas.toBlob at 0.92')
  })
  exitIfBarsMissed(missed, 'PASS')
}

await main()

// QR preview latency: how long after a keystroke the updated QR code (with a logo) is on the canvas.
// Bar: p95 under 30 ms in Chromium, with square and with rounded modules. Baseline, same run and browser:
// the naive approach of rendering on the main thread (qrcode's toCanvas + PNG data URL + SVG string), which
// blocks typing for that long.
// Needs `npm run build` first. Run: npx tsx bench/qr-render.bench.ts
import { build } from 'esbuild'
import type { Page } from 'playwright-core'
import { openBrowser } from '../tests/support/browser.ts'
import { startTestApp } from '../tests/support/app.ts'

const BAR_P95_MS = 30
const WARM_UP_KEYS = 10
const MEASURED_KEYS = 80
/** About 8 characters a second: a fast typist. */
const PAUSE_BETWEEN_KEYS_MS = 120
const START_TEXT = 'https://example.com/'
const TYPED = 'menu/specials/breakfast-biscuits-and-gravy/sweet-tea-refills-all-day-long/order-online-now'
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120"><rect width="120" height="120" rx="24" fill="#9a3412"/><circle cx="60" cy="60" r="34" fill="#fdebd9"/></svg>'
/** The same measure name the page records (web/app/features/qr/client/use-qr-renderer.ts). */
const MEASURE = 'qr-input-to-preview'

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

const format = (ms: number) => `${ms.toFixed(1)} ms`

async function measureCount(page: Page): Promise<number> {
  return page.evaluate((name) => performance.getEntriesByName(name).length, MEASURE)
}

/** Types one character at a time, waiting for its preview, and returns each input-to-preview time. */
async function typeAndMeasure(page: Page, characters: string): Promise<number[]> {
  await page.evaluate(() => performance.clearMeasures())
  for (const character of characters) {
    const before = await measureCount(page)
    await page.keyboard.type(character)
    await page.waitForFunction(
      ([name, count]) => performance.getEntriesByName(name as string).length > (count as number),
      [MEASURE, before],
    )
    await page.waitForTimeout(PAUSE_BETWEEN_KEYS_MS)
  }
  return page.evaluate((name) => performance.getEntriesByName(name).map((entry) => entry.duration), MEASURE)
}

/** The naive baseline: the same texts rendered synchronously on a page's main thread. */
async function mainThreadBaseline(page: Page, texts: string[]): Promise<number[]> {
  const bundle = await build({
    stdin: { contents: "import QRCode from 'qrcode'; globalThis.QRCode = QRCode", resolveDir: 'web' },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    write: false,
  })
  await page.addScriptTag({ content: bundle.outputFiles[0]!.text })
  return page.evaluate((inputs) => {
    const QRCode = (globalThis as unknown as { QRCode: typeof import('qrcode') }).QRCode
    const canvas = document.createElement('canvas')
    const options = { errorCorrectionLevel: 'H' as const, margin: 2, scale: 8 }
    return inputs.map((text) => {
      const start = performance.now()
      QRCode.toCanvas(canvas, text, options, () => {})
      canvas.toDataURL('image/png')
      QRCode.toString(text, { ...options, type: 'svg' }, () => {})
      return performance.now() - start
    })
  }, texts)
}

/** Starts again from START_TEXT in `moduleStyle`, types the warm-up keys, then times each measured key. */
async function measureTyping(page: Page, moduleStyle: string, measuredText: string): Promise<number[]> {
  await page.getByLabel('Module style').selectOption({ label: moduleStyle })
  const urlField = page.getByLabel('Website URL')
  await urlField.fill(START_TEXT)
  await urlField.press('End')
  await typeAndMeasure(page, TYPED.slice(0, WARM_UP_KEYS))
  const latencies = await typeAndMeasure(page, measuredText)
  if (latencies.length !== measuredText.length) {
    throw new Error(`expected ${measuredText.length} previews, got ${latencies.length}`)
  }
  return latencies
}

const app = await startTestApp()
const browser = await openBrowser()
let failed: boolean
try {
  const page = await browser.newPage()
  await page.goto(`${app.baseURL}/qrcode-generator`)
  await page.getByLabel('Website URL').fill(START_TEXT)
  await page.getByLabel('Upload a logo').setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(LOGO_SVG),
  })
  await page.waitForSelector('[data-scan-result="exact"]')

  const measuredText = TYPED.slice(WARM_UP_KEYS, WARM_UP_KEYS + MEASURED_KEYS)
  const latencies = await measureTyping(page, 'Square', measuredText)
  const roundedLatencies = await measureTyping(page, 'Rounded', measuredText)

  const texts = [...measuredText].map((_, i) => START_TEXT + TYPED.slice(0, WARM_UP_KEYS + i + 1))
  const baselinePage = await browser.newPage()
  const baseline = await mainThreadBaseline(baselinePage, texts)

  const p95 = Math.max(percentile(latencies, 95), percentile(roundedLatencies, 95))
  console.log(`QR preview after one keystroke (worker, logo 20 %, level H), ${latencies.length} keystrokes:`)
  for (const [name, samples] of [
    ['square modules', latencies],
    ['rounded modules', roundedLatencies],
  ] as const) {
    console.log(
      `  input → preview, ${name.padEnd(16)} p50 ${format(percentile(samples, 50))}   p95 ${format(percentile(samples, 95))}`,
    )
  }
  console.log(`  main thread blocked                0 ms for encoding (it runs in the worker)`)
  console.log(`Baseline, same texts, naive main-thread render (toCanvas + PNG data URL + SVG, no logo):`)
  console.log(
    `  main thread blocked                p50 ${format(percentile(baseline, 50))}   p95 ${format(percentile(baseline, 95))}`,
  )
  failed = p95 >= BAR_P95_MS
  console.log(
    failed
      ? `FAIL: p95 ${format(p95)} is not under ${BAR_P95_MS} ms`
      : `OK: p95 under ${BAR_P95_MS} ms in both styles`,
  )
} finally {
  await browser.close()
  await app.stop()
}
process.exit(failed ? 1 : 0)

/// <reference lib="dom" />
// Helpers the converter benchmarks run inside the page (through page.evaluate), so their timings come
// from the browser's own clock.
import type { Page } from 'playwright-core'
import { startTestApp } from '../../tests/support/app.ts'
import { openBrowser } from '../../tests/support/browser.ts'

/**
 * Frees the page's garbage (the generated inputs, the baselines' results) before a measurement, so a
 * collection of the benchmark's own hundreds of megabytes is not counted as the app blocking the page.
 */
export async function collectPageGarbage(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page)
  await session.send('HeapProfiler.collectGarbage')
  await session.detach()
}

/** Starts recording main-thread tasks over 50 ms (the Long Tasks API); read them with longestTask(). */
export function watchLongTasks(page: Page): Promise<void> {
  return page.evaluate(() => {
    const w = window as unknown as { longTasks?: number[] }
    if (!w.longTasks) {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.longTasks!.push(entry.duration)
      }).observe({ type: 'longtask' })
    }
    w.longTasks = []
  })
}

/** The longest main-thread task recorded since watchLongTasks (0 when none passed 50 ms); clears the record. */
export async function longestTask(page: Page): Promise<number> {
  await page.waitForTimeout(100)
  return page.evaluate(() => {
    const w = window as unknown as { longTasks: number[] }
    const longest = Math.max(0, ...w.longTasks)
    w.longTasks = []
    return longest
  })
}

/**
 * Clicks the button named `buttonText` and resolves with the milliseconds until `doneText` appears in the
 * page's main region (checked on each DOM change).
 */
export function timeClickUntilText(page: Page, buttonText: string, doneText: string): Promise<number> {
  return page.evaluate(
    ([buttonText, doneText]) =>
      new Promise<number>((resolve, reject) => {
        const main = document.querySelector('main')!
        const button = [...main.querySelectorAll('button')].find((b) => b.textContent === buttonText)
        if (!button) return reject(new Error(`No button "${buttonText}"`))
        const start = performance.now()
        new MutationObserver((_, observer) => {
          if (!main.textContent!.includes(doneText)) return
          observer.disconnect()
          resolve(performance.now() - start)
        }).observe(main, { childList: true, subtree: true, characterData: true })
        button.click()
      }),
    [buttonText, doneText] as const,
  )
}

/**
 * Puts a File the page made (kept at window[fileKey]), or a list of them, into the page's file input, as a
 * person would.
 */
export function chooseFileInPage(page: Page, fileKey: string): Promise<void> {
  return page.evaluate((key) => {
    const files = [(window as unknown as Record<string, File | File[]>)[key]!].flat()
    const input = document.querySelector<HTMLInputElement>('main input[type="file"]')!
    const transfer = new DataTransfer()
    for (const file of files) transfer.items.add(file)
    input.files = transfer.files
    input.dispatchEvent(new Event('change', { bubbles: true }))
  }, fileKey)
}

/** Prints one line of figures. */
export function report(line: string): void {
  process.stdout.write(`${line}\n`)
}

/**
 * Starts the built app and headless Chromium, opens one tool's page with the page's CSP bypassed (so a
 * benchmark can inject its baseline library or read the output's blob: URL), runs `measure` on it, and
 * stops both whatever happens.
 */
export async function measureInToolPage(path: string, measure: (page: Page) => Promise<void>): Promise<void> {
  const app = await startTestApp()
  const browser = await openBrowser()
  try {
    const page = await browser.newPage({ bypassCSP: true })
    await page.goto(`${app.baseURL}${path}`)
    await page.waitForLoadState('networkidle')
    await measure(page)
  } finally {
    await browser.close()
    await app.stop()
  }
}

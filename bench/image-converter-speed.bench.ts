/// <reference lib="dom" />
// The image converter's everyday case against an earlier build, in the same minutes: a 4000 × 3000
// photo-like PNG to WebP at the default quality, chosen in a fresh page and converted half a second later,
// from the Convert click to the download being offered, this build and the earlier one alternating in pairs (headless Chromium, each build served as the app
// serves it). Run with the earlier commit's client build:
//
//   BENCH_AGAINST=<that commit's web/build/client> npm run bench -- image-converter-speed
//
// BENCH_PAIRS sets the number of pairs (5). Bars: this build's median is no slower than the earlier
// build's by more than the earlier build's own spread (slowest minus fastest run), and no main-thread task
// over 50 ms during any of this build's conversions.
import { loadavg } from 'node:os'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { openBrowser } from '../tests/support/browser.ts'
import { serveClientBuild } from '../scripts/web-build/serve-client-build.ts'
import { exitIfBarsMissed } from './support/bars.ts'
import {
  collectPageGarbage,
  chooseFileInPage,
  longestTask,
  report,
  watchLongTasks,
} from './support/in-page.ts'
import { makePhotoInPage } from './support/photo-in-page.ts'

const width = 4000
const height = 3000
const pairs = Number(process.env.BENCH_PAIRS ?? 5)
const longTaskBarMs = 50
// As a person would: Convert half a second after choosing the photo.
const chosenToConvertMs = 500

interface Round {
  ms: number
  longestTaskMs: number
  bytes: number
}

/**
 * One build's converter page, fresh, set to WebP at its default quality, with the photo just chosen: a
 * visitor's first conversion, where the page's own work after the choice shares the cores with the worker.
 */
async function openConverter(browser: Browser, baseUrl: string): Promise<Page> {
  // A context of its own: no settings or cache kept from another round or build.
  const page = await browser.newPage({ bypassCSP: true })
  await page.goto(`${baseUrl}/image-converter`)
  await page.waitForLoadState('networkidle')
  await page.getByRole('main').getByLabel('Convert to').selectOption({ label: 'WebP' })
  await makePhotoInPage(page, width, height)
  await chooseFileInPage(page, 'benchPhoto')
  await page.waitForTimeout(chosenToConvertMs)
  return page
}

/**
 * Clicks Convert and resolves with the milliseconds until a new download link is in the page (a fresh
 * blob: URL, not the previous round's), and the output's size.
 */
function timeConvertUntilDownload(page: Page): Promise<{ ms: number; bytes: number }> {
  return page.evaluate(
    () =>
      new Promise<{ ms: number; bytes: number }>((resolve, reject) => {
        const main = document.querySelector('main')!
        // No named functions in here: tsx's name helper does not exist in the page.
        const linkSelector = 'a[download]'
        const before = main.querySelector<HTMLAnchorElement>(linkSelector)?.href
        const button = [...main.querySelectorAll('button')].find((b) => b.textContent === 'Convert Image')
        if (!button || button.disabled) return reject(new Error('No Convert Image button to click'))
        const start = performance.now()
        new MutationObserver((_, observer) => {
          const offered = main.querySelector<HTMLAnchorElement>(linkSelector)
          if (!offered || offered.href === before) return
          const ms = performance.now() - start
          observer.disconnect()
          void fetch(offered.href)
            .then((response) => response.blob())
            .then((blob) => resolve({ ms, bytes: blob.size }))
        }).observe(main, { childList: true, subtree: true, attributes: true })
        button.click()
      }),
  )
}

async function convertOnce(browser: Browser, baseUrl: string): Promise<Round> {
  const page = await openConverter(browser, baseUrl)
  await collectPageGarbage(page)
  await watchLongTasks(page)
  const { ms, bytes } = await timeConvertUntilDownload(page)
  const longestTaskMs = await longestTask(page)
  await page.context().close()
  return { ms, bytes, longestTaskMs }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const load = () => loadavg()[0]!.toFixed(1)

function describe(rounds: Round[]) {
  const times = rounds.map((round) => round.ms)
  return {
    median: median(times),
    spread: Math.max(...times) - Math.min(...times),
    line:
      `median ${seconds(median(times))} (${times.map(seconds).join(', ')}), ` +
      `longest main-thread task ${Math.max(...rounds.map((round) => round.longestTaskMs)).toFixed(0)} ms, ` +
      `${(rounds[0]!.bytes / 1024 / 1024).toFixed(2)} MB`,
  }
}

async function main() {
  const againstDir = process.env.BENCH_AGAINST
  if (!againstDir) {
    report('Skipped: set BENCH_AGAINST to the client build of the commit to compare with.')
    return
  }
  const ours = await serveClientBuild(path.join(import.meta.dirname, '../web/build/client'))
  const earlier = await serveClientBuild(againstDir)
  const browser = await openBrowser()
  const rounds = { ours: [] as Round[], earlier: [] as Round[] }
  try {
    const baseUrls = { ours: ours.baseUrl, earlier: earlier.baseUrl }
    report(
      `${width} × ${height} photo-like PNG → WebP at the default quality; ${pairs} pairs; load ${load()}`,
    )
    for (let pair = 0; pair < pairs; pair++) {
      // Alternate which build goes first, so neither always runs just after the other.
      const order = pair % 2 === 0 ? (['ours', 'earlier'] as const) : (['earlier', 'ours'] as const)
      for (const build of order) rounds[build].push(await convertOnce(browser, baseUrls[build]))
      report(
        `pair ${pair + 1}: this build ${seconds(rounds.ours[pair]!.ms)}, earlier ${seconds(rounds.earlier[pair]!.ms)} (load ${load()})`,
      )
    }
  } finally {
    await browser.close()
    await ours.close()
    await earlier.close()
  }
  const now = describe(rounds.ours)
  const before = describe(rounds.earlier)
  report(`this build:   ${now.line}`)
  report(`earlier build (${againstDir}): ${before.line}`)
  report(`ratio of medians: ${(now.median / before.median).toFixed(2)}×`)
  const missed: string[] = []
  if (now.median > before.median + before.spread)
    missed.push(
      `this build's median ${seconds(now.median)} is slower than the earlier build's ${seconds(before.median)} by more than its spread (${seconds(before.spread)})`,
    )
  const longest = Math.max(...rounds.ours.map((round) => round.longestTaskMs))
  if (longest > longTaskBarMs) missed.push(`the main thread blocked for ${longest.toFixed(0)} ms`)
  exitIfBarsMissed(missed, 'PASS')
}

await main()

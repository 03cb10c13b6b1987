/// <reference lib="dom" />
// The file converter on 100 MB inputs, in headless Chromium against the built app: CSV → JSON and
// JSON → CSV end to end (read, parse, convert, build the download) in the worker, beside Papa Parse +
// JSON.stringify (and JSON.parse + Papa.unparse) alone in the same browser on the same text.
// Bars: the main thread never blocks over 50 ms during a conversion; CSV → JSON end to end is at least
// as fast as Papa Parse + JSON.stringify alone.
import { createRequire } from 'node:module'
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

const targetBytes = 100 * 1024 * 1024
const rounds = 2
const longTaskBarMs = 50

/** Makes window.benchCsv (mixed quoted text and numbers) and window.benchJson (an array of objects), ~100 MB each. */
function makeInputs(page: Page) {
  return page.evaluate((targetBytes) => {
    const words = ['alpha', 'beta', 'gamma, delta', 'say "hi"', 'Macon, GA', 'line\nbreak', 'plain', 'Zoë 🍑']
    // (No named helper functions in here: tsx would wrap them in a __name() the page does not have.)
    const escapedWords = words.map((word) => word.replaceAll('"', '""'))
    const csvRows = ['id,name,city,amount,count,active,note\n']
    const records: Record<string, string | number | boolean>[] = []
    let csvBytes = 0
    for (let i = 0; csvBytes < targetBytes; i++) {
      const word = words[i % words.length]!
      const record = {
        id: i,
        name: `Customer ${i}`,
        city: word,
        amount: Math.round(i * 137.31) / 100,
        count: i % 1000,
        active: i % 3 === 0,
        note: `${word} #${i}`,
      }
      records.push(record)
      const quoted = escapedWords[i % words.length]!
      const row = `${i},"${record.name}","${quoted}",${record.amount},${record.count},${record.active},"${quoted} #${i}"\n`
      csvRows.push(row)
      csvBytes += row.length
    }
    const w = window as unknown as Record<string, File>
    w.benchCsv = new File([csvRows.join('')], 'bench.csv', { type: 'text/csv' })
    // The JSON input is cut to the same size as the CSV so the two directions are comparable.
    const json = JSON.stringify(records.slice(0, Math.round(records.length * 0.62)))
    w.benchJson = new File([json], 'bench.json', { type: 'application/json' })
    return { csvBytes: w.benchCsv.size, jsonBytes: w.benchJson.size }
  }, targetBytes)
}

/** Converts window[fileKey] in the app to `target`; returns the end-to-end time and the longest main-thread task. */
async function convertInApp(page: Page, fileKey: string, target: string, doneText: string) {
  await page.getByRole('main').getByLabel('Convert to').selectOption(target)
  await chooseFileInPage(page, fileKey)
  await page.getByRole('main').getByLabel('File name').waitFor()
  await page.waitForTimeout(300)
  await collectPageGarbage(page)
  await watchLongTasks(page)
  const ms = await timeClickUntilText(page, 'Convert File', doneText)
  return { ms, longestTaskMs: await longestTask(page) }
}

/** The baselines, timed in the page on the same text: the libraries alone, nothing read or built. */
function baseline(page: Page, fileKey: string, direction: 'csv-to-json' | 'json-to-csv'): Promise<number> {
  return page.evaluate(
    async ([fileKey, direction]) => {
      const text = await (window as unknown as Record<string, File>)[fileKey]!.text()
      const Papa = (window as unknown as { Papa: typeof import('papaparse') }).Papa
      const start = performance.now()
      if (direction === 'csv-to-json') {
        const { data } = Papa.parse(text, { header: true, skipEmptyLines: true })
        JSON.stringify(data, null, 2)
      } else {
        Papa.unparse(JSON.parse(text) as object[])
      }
      return performance.now() - start
    },
    [fileKey, direction] as const,
  )
}

const mbPerSecond = (bytes: number, ms: number) => bytes / (1024 * 1024) / (ms / 1000)

async function main() {
  const missed: string[] = []
  await measureInToolPage('/file-converter', async (page) => {
    await page.addScriptTag({ path: createRequire(import.meta.url).resolve('papaparse/papaparse.min.js') })
    const { csvBytes, jsonBytes } = await makeInputs(page)

    const best = { csvOurs: Infinity, csvPapa: Infinity, jsonOurs: Infinity, jsonPapa: Infinity, longest: 0 }
    for (let round = 0; round < rounds; round++) {
      const csv = await convertInApp(page, 'benchCsv', 'json', 'Converted CSV to JSON successfully!')
      best.csvOurs = Math.min(best.csvOurs, csv.ms)
      best.csvPapa = Math.min(best.csvPapa, await baseline(page, 'benchCsv', 'csv-to-json'))
      const json = await convertInApp(page, 'benchJson', 'csv', 'Converted JSON to CSV successfully!')
      best.jsonOurs = Math.min(best.jsonOurs, json.ms)
      best.jsonPapa = Math.min(best.jsonPapa, await baseline(page, 'benchJson', 'json-to-csv'))
      best.longest = Math.max(best.longest, csv.longestTaskMs, json.longestTaskMs)
    }

    const row = (label: string, bytes: number, ours: number, papa: number, papaLabel: string) =>
      report(
        `${label} (${(bytes / 1024 / 1024).toFixed(0)} MB): worker end to end ${mbPerSecond(bytes, ours).toFixed(1)} MB/s ` +
          `(${(ours / 1000).toFixed(2)} s) | baseline ${papaLabel} alone ${mbPerSecond(bytes, papa).toFixed(1)} MB/s (${(papa / 1000).toFixed(2)} s)`,
      )
    report(`best of ${rounds} rounds, headless Chromium, built app`)
    row('CSV → JSON', csvBytes, best.csvOurs, best.csvPapa, 'Papa.parse + JSON.stringify')
    row('JSON → CSV', jsonBytes, best.jsonOurs, best.jsonPapa, 'JSON.parse + Papa.unparse')
    report(
      `longest main-thread task during conversions: ${best.longest.toFixed(0)} ms (bar: ≤ ${longTaskBarMs} ms)`,
    )

    if (best.longest > longTaskBarMs) missed.push(`the main thread blocked for ${best.longest.toFixed(0)} ms`)
    if (best.csvOurs > best.csvPapa)
      missed.push('CSV → JSON end to end is slower than Papa Parse + JSON.stringify alone')
  })
  exitIfBarsMissed(missed, 'PASS')
}

await main()

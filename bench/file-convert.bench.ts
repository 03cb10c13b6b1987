/// <reference lib="dom" />
// The file converter on 100 MB inputs, in headless Chromium against the built app: CSV → JSON and
// JSON → CSV end to end (read, parse, convert, build the download) in the worker, beside Papa Parse +
// JSON.stringify (and JSON.parse + Papa.unparse) alone in the same browser on the same text, with uDSV's
// parse + JSON.stringify as a second anchor. Then CSV → JSON streamed from a 1 GB file (BENCH_STREAM_MB
// picks another size) with the peak JS heap of page + worker, sampled over CDP.
// Bars: the main thread never blocks over 50 ms during a conversion; CSV → JSON end to end is at least
// twice as fast as Papa Parse + JSON.stringify alone; the streamed conversion peaks under 300 MB of heap.
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
import { sampleHeapPeak } from './support/heap.ts'
import { traceMainThread } from './support/main-thread-trace.ts'

const targetBytes = 100 * 1024 * 1024
const rounds = 2
const longTaskBarMs = 50
const streamBytes = Number(process.env.BENCH_STREAM_MB ?? 1024) * 1024 * 1024
const heapBarBytes = 300 * 1024 * 1024
const speedupBar = 2

/**
 * Makes window.streamCsv, a CSV of about `bytes` built a few megabytes at a time into Blobs, so the page's
 * heap never holds it.
 */
function makeStreamInput(page: Page, bytes: number) {
  return page.evaluate(async (bytes) => {
    const blobs: Blob[] = [new Blob(['id,name,city,amount,count,active,note\n'])]
    let made = 0
    for (let i = 0; made < bytes;) {
      const rows: string[] = []
      for (let n = 0; n < 50_000; n++, i++) {
        rows.push(
          `${i},"Customer ${i}","Macon, GA",${Math.round(i * 137.31) / 100},${i % 1000},${i % 3 === 0},"say ""hi"" #${i}"\n`,
        )
      }
      const blob = new Blob(rows)
      made += blob.size
      blobs.push(blob)
    }
    const w = window as unknown as Record<string, File>
    w.streamCsv = new File(blobs, 'stream.csv', { type: 'text/csv' })
    return w.streamCsv.size
  }, bytes)
}

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
  // BENCH_TRACE=1 names what the main thread did in each long task (tracing slows the run a little).
  const trace = process.env.BENCH_TRACE ? await traceMainThread(page) : null
  const ms = await timeClickUntilText(page, 'Convert File', doneText)
  const longestTaskMs = await longestTask(page)
  for (const task of (await trace?.stop()) ?? []) {
    const inside = task.inside.map((event) => `${event.name} ${event.ms.toFixed(0)} ms`).join(', ')
    report(`  long task ${task.ms.toFixed(0)} ms (${target}): ${inside}`)
  }
  return { ms, longestTaskMs }
}

/** The baselines, timed in the page on the same text: the libraries alone, nothing read or built. */
function baseline(
  page: Page,
  fileKey: string,
  direction: 'csv-to-json' | 'json-to-csv' | 'csv-to-json-udsv',
): Promise<number> {
  return page.evaluate(
    async ([fileKey, direction]) => {
      const text = await (window as unknown as Record<string, File>)[fileKey]!.text()
      const Papa = (window as unknown as { Papa: typeof import('papaparse') }).Papa
      const uDSV = (window as unknown as { uDSV: typeof import('udsv') }).uDSV
      const start = performance.now()
      if (direction === 'csv-to-json-udsv') {
        const parser = uDSV.initParser(uDSV.inferSchema(text))
        JSON.stringify(parser.stringObjs(text), null, 2)
      } else if (direction === 'csv-to-json') {
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
    const require = createRequire(import.meta.url)
    await page.addScriptTag({ path: require.resolve('papaparse/papaparse.min.js') })
    await page.addScriptTag({ path: require.resolve('udsv/dist/uDSV.iife.min.js') })
    const { csvBytes, jsonBytes } = await makeInputs(page)

    const best = {
      csvOurs: Infinity,
      csvPapa: Infinity,
      csvUdsv: Infinity,
      jsonOurs: Infinity,
      jsonPapa: Infinity,
      longest: 0,
    }
    for (let round = 0; round < rounds; round++) {
      const csv = await convertInApp(page, 'benchCsv', 'json', 'Converted CSV to JSON successfully!')
      best.csvOurs = Math.min(best.csvOurs, csv.ms)
      best.csvPapa = Math.min(best.csvPapa, await baseline(page, 'benchCsv', 'csv-to-json'))
      best.csvUdsv = Math.min(best.csvUdsv, await baseline(page, 'benchCsv', 'csv-to-json-udsv'))
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
    report(
      `  second anchor: uDSV parse + JSON.stringify alone ${mbPerSecond(csvBytes, best.csvUdsv).toFixed(1)} MB/s ` +
        `(${(best.csvUdsv / 1000).toFixed(2)} s); ours is ${(best.csvPapa / best.csvOurs).toFixed(2)}× Papa (bar: ≥ ${speedupBar}×)`,
    )
    row('JSON → CSV', jsonBytes, best.jsonOurs, best.jsonPapa, 'JSON.parse + Papa.unparse')
    report(
      `longest main-thread task during conversions: ${best.longest.toFixed(0)} ms (bar: ≤ ${longTaskBarMs} ms)`,
    )

    if (best.longest > longTaskBarMs) missed.push(`the main thread blocked for ${best.longest.toFixed(0)} ms`)
    if (best.csvOurs * speedupBar > best.csvPapa)
      missed.push(`CSV → JSON end to end is under ${speedupBar}× Papa Parse + JSON.stringify alone`)

    // The streamed run: the 100 MB inputs dropped first so the heap counts the conversion alone.
    await page.evaluate(() => {
      const w = window as unknown as Record<string, unknown>
      delete w.benchCsv
      delete w.benchJson
    })
    const bytes = await makeStreamInput(page, streamBytes)
    await page.getByRole('main').getByLabel('Convert to').selectOption('json')
    await chooseFileInPage(page, 'streamCsv')
    await page.getByRole('main').getByLabel('File name').waitFor()
    await collectPageGarbage(page)
    await watchLongTasks(page)
    const heap = await sampleHeapPeak(page)
    const ms = await timeClickUntilText(page, 'Convert File', 'Converted CSV to JSON successfully!')
    const longest = await longestTask(page)
    const peak = await heap.stop()
    const megabytes = (value: number) => (value / 1024 / 1024).toFixed(0)
    report(
      `CSV → JSON streamed (${megabytes(bytes)} MB file): ${mbPerSecond(bytes, ms).toFixed(1)} MB/s (${(ms / 1000).toFixed(1)} s), ` +
        `peak JS heap ${megabytes(peak.total)} MB (page ${megabytes(peak.page)} + worker ${megabytes(peak.workers)}; bar: < 300 MB), ` +
        `longest main-thread task ${longest.toFixed(0)} ms`,
    )
    if (heap.workerCount() === 0) missed.push('the worker heap was never sampled')
    if (peak.total >= heapBarBytes)
      missed.push(`the streamed conversion peaked at ${megabytes(peak.total)} MB of heap`)
    if (longest > longTaskBarMs)
      missed.push(`the main thread blocked for ${longest.toFixed(0)} ms while streaming`)
  })
  exitIfBarsMissed(missed, 'PASS')
}

await main()

import { readFile } from 'node:fs/promises'
import path from 'node:path'
import {
  clientBuildArguments,
  pageAssets,
  prerenderedPages,
  shippedGzipBytes,
  withoutAssetHashes,
} from './web-build/page-assets.ts'

// `npm run compare:web -- <earlier client build> [<client build>]`: two builds of the site, page by page.
// For each prerendered page, the scripts and stylesheets it loads (how many, and their gzip bytes as
// shipped), and whether its HTML is the same once the content hashes in file names are set aside.
// Exits 1 when a page's HTML differs, or a page is in one build only. Use it to show that a change
// which should not touch what users get (a refactor, a chunking rule) did not.

const usage =
  'Usage: npm run compare:web -- <earlier client build> [<client build, default web/build/client>]'
const { exitWithUsage, clientBuild } = clientBuildArguments(usage)
const [beforeArg, afterArg] = process.argv.slice(2)
const beforeDir = clientBuild(
  beforeArg ?? exitWithUsage('Name the earlier client build to compare with (a copy of web/build/client).'),
)
const afterDir = clientBuild(afterArg ?? path.join(import.meta.dirname, '../web/build/client'))

interface PageLoad {
  html: string
  scripts: number
  stylesheets: number
  gzipBytes: number
}

async function pageLoads(clientDir: string): Promise<Map<string, PageLoad>> {
  const loads = new Map<string, PageLoad>()
  for (const page of await prerenderedPages(clientDir)) {
    const html = await readFile(page.file, 'utf8')
    const assets = pageAssets(html)
    let gzipBytes = 0
    for (const asset of assets) gzipBytes += await shippedGzipBytes(clientDir, asset)
    const scripts = assets.filter((asset) => asset.endsWith('.js')).length
    loads.set(page.path, { html, scripts, stylesheets: assets.length - scripts, gzipBytes })
  }
  return loads
}

/** A few characters either side of the first place two texts part, to show what changed. */
function firstDifference(a: string, b: string): string {
  let index = 0
  while (index < a.length && a[index] === b[index]) index++
  const excerpt = (text: string) => JSON.stringify(text.slice(Math.max(0, index - 60), index + 100))
  return `      before: ${excerpt(a)}\n      after:  ${excerpt(b)}`
}

const before = await pageLoads(beforeDir)
const after = await pageLoads(afterDir)
const differences: string[] = []
console.log(`${'page'.padEnd(32)} files (js+css) before → after   gzip bytes before → after`)
for (const pagePath of [...new Set([...before.keys(), ...after.keys()])].sort()) {
  const was = before.get(pagePath)
  const now = after.get(pagePath)
  if (!was || !now) {
    differences.push(`${pagePath} is only in the ${was ? 'earlier' : 'later'} build`)
    continue
  }
  const files = (load: PageLoad) => `${load.scripts}+${load.stylesheets}`.padStart(5)
  const change = now.gzipBytes - was.gzipBytes
  console.log(
    `${pagePath.padEnd(32)} ${files(was)} → ${files(now)}   ${String(was.gzipBytes).padStart(20)} → ${now.gzipBytes}` +
      (change ? ` (${change > 0 ? '+' : ''}${change})` : ''),
  )
  const wasHtml = withoutAssetHashes(was.html)
  const nowHtml = withoutAssetHashes(now.html)
  if (wasHtml !== nowHtml)
    differences.push(`${pagePath}: the HTML differs beyond hashes\n${firstDifference(wasHtml, nowHtml)}`)
}

if (differences.length > 0) {
  console.error(
    `\n${differences.length} page(s) differ:\n${differences.map((line) => `  ${line}`).join('\n')}`,
  )
  process.exit(1)
}
console.log(`\nEvery page's HTML is the same apart from hashed file names.`)

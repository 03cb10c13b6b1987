import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

// React Router's <Scripts> preloads every module a page hydrates with, and Chromium fetches module preloads
// at High priority, the priority Lighthouse's simulation takes for render-blocking scripts
// (GoogleChrome/lighthouse#17163): whenever the modules arrive before the first paint, the 100 KB of React
// is counted as if the paint had waited for it. It never does: the pages are prerendered and styled inline,
// and the modules only hydrate them. `fetchpriority="low"` says so to the browser too, so the modules yield
// to anything the first paint needs. React adopts the tags as they are when it hydrates (it matches a
// <link> by href, rel, title and crossorigin).

const modulePreload = /<link rel="modulepreload"(?![^>]*\bfetchpriority=)/g

/** The page with every module preload marked `fetchpriority="low"`. */
export function withLowPriorityModulePreloads(html: string): string {
  return html.replace(modulePreload, '<link rel="modulepreload" fetchpriority="low"')
}

/** Rewrites every prerendered page under `clientDir`; returns how many it changed. */
export async function lowerModulePreloadPriority(clientDir: string): Promise<number> {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true })
  let changed = 0
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue
    const file = path.join(entry.parentPath, entry.name)
    const html = await readFile(file, 'utf8')
    const rewritten = withLowPriorityModulePreloads(html)
    if (rewritten === html) continue
    await writeFile(file, rewritten)
    changed++
  }
  return changed
}

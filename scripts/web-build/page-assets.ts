import { existsSync } from 'node:fs'
import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

// What a prerendered page of the client build (web/build/client) makes the browser load before it runs:
// the scripts and stylesheets its HTML links, preloads or imports. Read by `npm run audit:web` (the home
// page's JavaScript bar) and `npm run compare:web` (two builds, page by page).

const assetReference =
  /(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"|import(?:\(| [^"]* from )"(\/assets\/[^"]+\.js)"/g

/** The /assets/ scripts and stylesheets a page's HTML loads, preloads or imports, each once, in order. */
export function pageAssets(html: string): string[] {
  return [...new Set([...html.matchAll(assetReference)].map((match) => (match[1] ?? match[2])!))]
}

/**
 * The page with every content hash in its asset names replaced by `#`, so two builds of the same pages
 * compare equal where only hashes differ: `/assets/app-D3Gjf-BL.js` and `manifest-679b8620.js` alike.
 */
export function withoutAssetHashes(html: string): string {
  return html.replace(/(\/assets\/[^"/]+?)-[\w-]{8}\.(js|css|wasm)/g, '$1-#.$2')
}

/** What a gzip client downloads for a built file: the .gz the build wrote (zopfli), or gzip -9 where it wrote none (tiny files). */
export async function shippedGzipBytes(clientDir: string, asset: string): Promise<number> {
  const file = path.join(clientDir, asset)
  const shipped = await stat(`${file}.gz`).catch(() => undefined)
  return shipped?.size ?? gzipSync(await readFile(file), { level: 9 }).length
}

/** Every prerendered page of a client build, as its path (`/`, `/about`, `/404`) and its HTML file. */
export async function prerenderedPages(clientDir: string): Promise<{ path: string; file: string }[]> {
  const entries = await readdir(clientDir, { recursive: true })
  return entries
    .filter((entry) => path.basename(entry) === 'index.html')
    .map((entry) => {
      const folder = path.dirname(entry)
      return {
        path: folder === '.' ? '/' : `/${folder.split(path.sep).join('/')}`,
        file: path.join(clientDir, entry),
      }
    })
    .sort((a, b) => a.path.localeCompare(b.path))
}

/**
 * The command line of a script that reads client builds: `exitWithUsage` stops with a sentence and the
 * usage line; `clientBuild` resolves a folder argument and stops unless it holds a built site.
 */
export function clientBuildArguments(usage: string) {
  function exitWithUsage(sentence: string): never {
    console.error(`${sentence}\n${usage}`)
    process.exit(2)
  }
  function clientBuild(dir: string): string {
    const resolved = path.resolve(dir)
    if (!existsSync(path.join(resolved, 'index.html')))
      exitWithUsage(`${resolved} holds no built site (no index.html): run npm run build there first.`)
    return resolved
  }
  return { exitWithUsage, clientBuild }
}

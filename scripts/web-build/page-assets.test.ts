import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { pageAssets, shippedGzipBytes, withoutAssetHashes } from './page-assets.ts'

// The head and the module script of a prerendered page, as React Router writes them (web/build/client).
const prerenderedHead =
  '<link rel="modulepreload" href="/assets/manifest-679b8620.js"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-DbMYXDUT.js"/>' +
  '<link rel="modulepreload" href="/assets/rolldown-runtime-WkwZ5CU-.js"/>' +
  '<link rel="stylesheet" href="/assets/use-redirect-later-CCXRDtGs.css"/>' +
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>' +
  '<script type="module" async="">import "/assets/manifest-679b8620.js";\n' +
  'import * as route0 from "/assets/root-BXATqgNR.js";\n' +
  'import("/assets/entry.client-DbMYXDUT.js");</script>'

describe('pageAssets', () => {
  it('lists the scripts and stylesheets a page links, preloads or imports, each once, in order', () => {
    expect(pageAssets(prerenderedHead)).toEqual([
      '/assets/manifest-679b8620.js',
      '/assets/entry.client-DbMYXDUT.js',
      '/assets/rolldown-runtime-WkwZ5CU-.js',
      '/assets/use-redirect-later-CCXRDtGs.css',
      '/assets/root-BXATqgNR.js',
    ])
  })
})

describe('withoutAssetHashes', () => {
  it('sets aside the content hash of every asset name, hyphens in names and hashes alike', () => {
    expect(withoutAssetHashes(prerenderedHead)).toContain(
      'href="/assets/manifest-#.js"/><link rel="modulepreload" href="/assets/entry.client-#.js"/>' +
        '<link rel="modulepreload" href="/assets/rolldown-runtime-#.js"/>' +
        '<link rel="stylesheet" href="/assets/use-redirect-later-#.css"/>',
    )
  })

  it('keeps what a page shows and which files it names', () => {
    const a = '<h1>Hold Up</h1><link href="/assets/bcl-5awt0m4y.js"/>'
    expect(withoutAssetHashes(a)).toBe(withoutAssetHashes(a.replace('5awt0m4y', 'Zz9_x-1q')))
    expect(withoutAssetHashes(a)).not.toBe(withoutAssetHashes(a.replace('Hold Up', 'Secure Area')))
    expect(withoutAssetHashes(a)).not.toBe(withoutAssetHashes(a.replace('bcl-', 'layout-')))
  })
})

describe('shippedGzipBytes', () => {
  let dir: string | undefined
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true })
  })

  it('counts the .gz the build wrote, else gzip -9 of the file', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'page-assets-'))
    const script = 'export const greeting = "hello";\n'.repeat(20)
    await writeFile(path.join(dir, 'a.js'), script)
    await writeFile(path.join(dir, 'a.js.gz'), Buffer.alloc(42))
    await writeFile(path.join(dir, 'b.js'), script)
    expect(await shippedGzipBytes(dir, '/a.js')).toBe(42)
    expect(await shippedGzipBytes(dir, '/b.js')).toBe(gzipSync(script, { level: 9 }).length)
  })
})

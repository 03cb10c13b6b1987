import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { keepSiteBuild, restoreSiteBuild, siteBuildCacheDir, siteInputsHash } from './site-build-cache.ts'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

function folderWith(files: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), 'site-build-cache-'))
  folders.push(folder)
  for (const [path, text] of Object.entries(files)) write(folder, path, text)
  return folder
}

function write(folder: string, path: string, text: string) {
  mkdirSync(dirname(join(folder, path)), { recursive: true })
  writeFileSync(join(folder, path), text)
}

const repository = {
  'web/app/root.tsx': 'export default function Root() {}',
  'web/vite.config.ts': 'export default {}',
  'api/src/contract/site.ts': 'export const site = 1',
  'api/src/server.ts': 'listen()',
  'package.json': '{}',
  'package-lock.json': '{"lockfileVersion":3}',
  'tsconfig.base.json': '{}',
  'docs/README.md': '# docs',
}
const settings = { config: { siteName: 'Studio' }, compression: 'quick' }

describe('siteInputsHash', () => {
  it('is the same for two clones of the same sources with the same settings', async () => {
    expect(siteInputsHash(folderWith(repository), settings)).toBe(
      siteInputsHash(folderWith(repository), settings),
    )
  })

  it.each([
    ['a web source', 'web/app/root.tsx'],
    ['the build config', 'web/vite.config.ts'],
    ['the wire contract', 'api/src/contract/site.ts'],
    ['the lockfile', 'package-lock.json'],
  ])('changes with %s', async (_, path) => {
    const clone = folderWith(repository)
    const before = siteInputsHash(clone, settings)
    write(clone, path, `${repository[path as keyof typeof repository]}\n// changed`)
    expect(siteInputsHash(clone, settings)).not.toBe(before)
  })

  it('changes with a new web file and with the settings', async () => {
    const clone = folderWith(repository)
    const before = siteInputsHash(clone, settings)
    expect(siteInputsHash(clone, { ...settings, config: { siteName: 'Other' } })).not.toBe(before)
    write(clone, 'web/app/new-page.tsx', 'export {}')
    expect(siteInputsHash(clone, settings)).not.toBe(before)
  })

  it('ignores what the build does not read: the build itself, packages, generated types, the API, docs', async () => {
    const clone = folderWith(repository)
    const before = siteInputsHash(clone, settings)
    write(clone, 'web/build/client/index.html', '<html>')
    write(clone, 'web/node_modules/x/index.js', 'x')
    write(clone, 'web/.react-router/types/root.ts', 'export {}')
    write(clone, 'web/tsconfig.tsbuildinfo', '{}')
    write(clone, 'api/src/server.ts', 'listen(3000)')
    write(clone, 'docs/README.md', '# changed')
    expect(siteInputsHash(clone, settings)).toBe(before)
  })
})

describe('keeping and restoring site builds', () => {
  const build = { 'client/index.html': '<html>', 'client/assets/app.js': 'run()', 'public-config.json': '{}' }
  const filesOf = (folder: string) =>
    Object.fromEntries(
      (
        readdirSync(folder, { recursive: true, withFileTypes: true }) as {
          isFile(): boolean
          parentPath: string
          name: string
        }[]
      )
        .filter((entry) => entry.isFile())
        .map((entry) => {
          const path = join(entry.parentPath, entry.name)
          return [path.slice(folder.length + 1), readFileSync(path, 'utf8')]
        }),
    )

  it('restores a kept build byte for byte into a clone without one', async () => {
    const cacheDir = join(folderWith({}), 'site-builds')
    await keepSiteBuild(cacheDir, 'hash-a', folderWith(build))
    const otherClone = folderWith({ 'build/stale.txt': 'from an older build' })
    expect(await restoreSiteBuild(cacheDir, 'hash-a', join(otherClone, 'build'), 'public-config.json')).toBe(
      true,
    )
    expect(filesOf(join(otherClone, 'build'))).toEqual(build)
  })

  it('restores nothing for sources or settings it has not built', async () => {
    const cacheDir = join(folderWith({}), 'site-builds')
    await keepSiteBuild(cacheDir, 'hash-a', folderWith(build))
    const clone = folderWith({})
    expect(await restoreSiteBuild(cacheDir, 'hash-b', join(clone, 'build'), 'public-config.json')).toBe(false)
    expect(readdirSync(clone)).toEqual([])
  })

  it('keeps the three builds used last', async () => {
    const cacheDir = join(folderWith({}), 'site-builds')
    const source = folderWith(build)
    for (const [index, hash] of ['a', 'b', 'c'].entries()) {
      await keepSiteBuild(cacheDir, hash, source)
      const keptAt = new Date(Date.UTC(2026, 0, 1 + index)) // a, then b, then c, days ago
      utimesSync(join(cacheDir, hash), keptAt, keptAt)
    }
    // 'a' used again: 'b' is now the one used longest ago.
    expect(await restoreSiteBuild(cacheDir, 'a', join(folderWith({}), 'build'), 'public-config.json')).toBe(
      true,
    )
    await keepSiteBuild(cacheDir, 'd', source)
    expect(readdirSync(cacheDir).sort()).toEqual(['a', 'c', 'd'])
  })
})

describe('siteBuildCacheDir', () => {
  it("is in the user's cache folder: XDG_CACHE_HOME, else ~/.cache", () => {
    expect(siteBuildCacheDir({ XDG_CACHE_HOME: '/var/cache/me' })).toBe('/var/cache/me/studio/site-builds')
    expect(siteBuildCacheDir({})).toMatch(/\/\.cache\/studio\/site-builds$/)
  })
})

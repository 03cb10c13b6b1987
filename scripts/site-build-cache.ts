// The sites `npm start` built on this machine, kept in the user's cache folder (outside any clone) under a
// hash of everything the build reads, so a later clone of the same sources with the same public settings
// copies the site instead of building it again (decision 043). Any change to an input is a new hash: a
// kept build is never used for other sources or settings.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { copyFile, cp, mkdir, readdir, rename, rm, stat, utimes } from 'node:fs/promises'
import { homedir } from 'node:os'
import { join, relative } from 'node:path'

/** What the site build reads, from the repository root: web's sources, the API's wire contract, the lock. */
const inputPaths = ['web', 'api/src/contract', 'package.json', 'package-lock.json', 'tsconfig.base.json']
/** Made by builds, type generation and tests, never read by the site build (as .gitignore lists them). */
const generatedNames = new Set(['node_modules', 'build', '.react-router', 'test-results'])
const isGenerated = (name: string) => generatedNames.has(name) || name.endsWith('.tsbuildinfo')
/** Builds kept at most; the least recently used beyond them are removed. */
const keptBuilds = 3

/** `$XDG_CACHE_HOME/studio/site-builds`, or `~/.cache/studio/site-builds`. */
export function siteBuildCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return join(env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'studio', 'site-builds')
}

function filesUnder(root: string, path: string): string[] {
  const full = join(root, path)
  if (!statSync(full).isDirectory()) return [path]
  return readdirSync(full, { withFileTypes: true })
    .filter((entry) => !isGenerated(entry.name))
    .flatMap((entry) => filesUnder(root, relative(root, join(full, entry.name))))
}

/**
 * The hash of one site build's inputs: every source file the build reads (path and content), the locked
 * packages, the Node version and platform, and the build's settings (public configuration, compression).
 * Read synchronously (~0.1 s): `npm start` loads the server's modules meanwhile, and reading file by file
 * between them held the first clone's build back by 0.7 s.
 */
export function siteInputsHash(repoRoot: string, settings: unknown): string {
  const files = inputPaths.flatMap((path) => filesUnder(repoRoot, path)).sort()
  const hash = createHash('sha256')
  hash.update(
    JSON.stringify({ node: process.version, platform: process.platform, arch: process.arch, settings }),
  )
  for (const file of files) {
    hash.update(`\0${file}\0`)
    hash.update(readFileSync(join(repoRoot, file)))
  }
  return hash.digest('hex')
}

/**
 * Copies the build kept under `hash` to `buildDir`, its `markerFile` (what tells a start the build is
 * there) last: a start stopped halfway leaves no half build that looks whole. False when none is kept.
 */
export async function restoreSiteBuild(
  cacheDir: string,
  hash: string,
  buildDir: string,
  markerFile: string,
): Promise<boolean> {
  const kept = join(cacheDir, hash)
  if (!existsSync(kept)) return false // answered at once: a build to make is spawned without waiting
  await rm(buildDir, { recursive: true, force: true })
  const marker = join(kept, markerFile)
  await cp(kept, buildDir, { recursive: true, filter: (source) => source !== marker })
  await copyFile(marker, join(buildDir, markerFile))
  const now = new Date()
  await utimes(kept, now, now) // used: the last to be removed
  return true
}

/**
 * Keeps a copy of `buildDir` under `hash`: copied beside, then renamed into place, so a start running at
 * the same time never finds half a build. Then removes the least recently used beyond `keptBuilds`.
 */
export async function keepSiteBuild(cacheDir: string, hash: string, buildDir: string): Promise<void> {
  await mkdir(cacheDir, { recursive: true })
  const copying = join(cacheDir, `.${hash}.${process.pid}`)
  await cp(buildDir, copying, { recursive: true })
  try {
    await rename(copying, join(cacheDir, hash))
  } catch {
    await rm(copying, { recursive: true, force: true }) // another start kept the same build first
  }
  const kept = await Promise.all(
    (await readdir(cacheDir))
      .filter((name) => !name.startsWith('.'))
      .map(async (name) => ({ name, usedAt: (await stat(join(cacheDir, name))).mtimeMs })),
  )
  kept.sort((a, b) => b.usedAt - a.usedAt)
  for (const { name } of kept.slice(keptBuilds))
    await rm(join(cacheDir, name), { recursive: true, force: true })
}

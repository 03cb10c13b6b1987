// `npm start`: reads .env, builds the site if it is missing or was built with other settings (or copies
// the same sources' build from the user's cache folder, where each build is kept), migrates the database, then serves the whole product (site, /api, jobs) on PORT. With DATABASE_URL unset it runs an
// embedded PostgreSQL (migrated by startServer, which owns it). The all-in-one process is composed here:
// the API (startServer) with the worker's job system (createJobSystem), so the API never imports the worker.
// `--no-site-build` skips the site (npm run dev: Vite serves it).
import { spawn } from 'node:child_process'
import cluster from 'node:cluster'
import { once } from 'node:events'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { isDeepStrictEqual } from 'node:util'
import { loadDotEnv } from '@studio/api/platform/config/dotenv'
import { publicConfig, type PublicConfig } from '@studio/api/contract/public-config'
import { ConfigError, parseEnv, type Env } from '@studio/api/platform/config/env'
import type { MigratedDatabase } from '@studio/api/platform/db/migrated-database'
import { createLogger, type Logger } from '@studio/api/platform/logger'
import { runInProcesses } from '@studio/api/platform/process-cluster'
import { keepSiteBuild, restoreSiteBuild, siteBuildCacheDir, siteInputsHash } from './site-build-cache.ts'

const repoRoot = fileURLToPath(new URL('..', import.meta.url))
const webDir = join(repoRoot, 'web')
const buildDir = join(webDir, 'build')
const builtConfigFile = 'public-config.json'
const reactRouterCli = fileURLToPath(new URL('../node_modules/@react-router/dev/bin.js', import.meta.url))

function siteBuildIsCurrent(expected: PublicConfig): boolean {
  try {
    return isDeepStrictEqual(JSON.parse(readFileSync(join(buildDir, builtConfigFile), 'utf8')), expected)
  } catch {
    return false
  }
}

/**
 * Builds with quick compression: the maximum effort (`npm run build`, images) costs ~25 s of CPU that a
 * first start should not wait for. React Router's CLI is run directly (npm run build adds ~2 s of npm
 * and type generation).
 */
async function buildSite(givenEnv: NodeJS.ProcessEnv) {
  console.warn(
    'Building the site (first start, or its settings changed; `npm run build` compresses it best)...',
  )
  const build = spawn(process.execPath, [reactRouterCli, 'build'], {
    cwd: webDir,
    // A site build is a production build whatever NODE_ENV the server runs under (tests run it as 'test').
    env: { ...givenEnv, NODE_ENV: 'production', SITE_COMPRESSION: 'quick' },
    stdio: 'inherit',
  })
  const [code] = (await once(build, 'exit')) as [number | null]
  if (code !== 0) throw new Error(`The site build failed (exit code ${code}); its output is above.`)
}

/**
 * The site for `config`: copied when this machine built the same sources with the same settings before
 * (in another clone too), else built and kept for the next time. The cache only ever saves time: when its
 * folder cannot be read or written, the site is built as it would be without it.
 */
async function prepareSite(config: PublicConfig, givenEnv: NodeJS.ProcessEnv, logger: Logger) {
  const cacheDir = siteBuildCacheDir()
  const hash = siteInputsHash(repoRoot, { config, compression: 'quick' })
  try {
    if (await restoreSiteBuild(cacheDir, hash, buildDir, builtConfigFile)) {
      console.warn(
        `The site was copied from an earlier build of the same sources and settings (${cacheDir}).`,
      )
      return
    }
  } catch (error) {
    logger.warn({ err: error, cacheDir }, 'could not copy the kept site build; building it')
  }
  await buildSite(givenEnv)
  // Not awaited: the copy (18 MB, ~0.2-0.4 s) is for the next clone, so this start serves meanwhile;
  // stopping waits for it (see `keepingSite`).
  const kept = keepSiteBuild(cacheDir, hash, buildDir).catch((error: unknown) =>
    logger.warn({ err: error, cacheDir }, 'could not keep the site build for the next start'),
  )
  return { kept }
}

/** The database, stopped only once the site build being kept (if any) is whole in the cache. */
function keepingSite(database: MigratedDatabase, kept: Promise<void> | undefined): MigratedDatabase {
  if (!kept) return database
  return {
    ...database,
    stop: async () => {
      await kept
      await database.stop()
    },
  }
}

// The server's, the worker's and the database's modules are loaded after the site build has started
// (dynamic imports): loading them takes ~0.7 s that the build, the longest part of a first start, need
// not wait for. The database's come first, so that PostgreSQL starts while the server's load: this resolves
// once its modules are loaded and PostgreSQL is starting, with `opening` the database still to come.
async function startDatabase(env: Env) {
  const { openMigratedDatabase } = await import('@studio/api/platform/db/migrated-database')
  return { opening: openMigratedDatabase(env) }
}

async function loadServer() {
  const [{ startServer }, { createJobSystem }] = await Promise.all([
    import('@studio/api/server'),
    import('@studio/worker/job-runtime'),
  ])
  return { startServer, createJobSystem }
}

const buildsSite = !process.argv.includes('--no-site-build')
const dotEnvFile = loadDotEnv()
try {
  const env = parseEnv()
  // The environment as given (with .env): while initdb runs, the embedded PostgreSQL's start points TMPDIR
  // at a folder of its own (relative, removed after), which a build spawned in those seconds must not get.
  const givenEnv = { ...process.env }
  const started = Date.now()
  const logger = createLogger(env.LOG_LEVEL).child({ service: 'api' })
  if (cluster.isPrimary && dotEnvFile)
    logger.info({ file: dotEnvFile }, 'read .env (the environment wins over it)')
  // The primary prepares once, before forking when API_PROCESSES > 1: the site build and the database
  // (PostgreSQL start, migrations) run side by side, and the server's modules load meanwhile.
  // The site first: a build to make is spawned before anything else is loaded.
  const siteConfig = publicConfig(env)
  const site =
    cluster.isPrimary && buildsSite && !siteBuildIsCurrent(siteConfig)
      ? prepareSite(siteConfig, givenEnv, logger)
      : undefined
  const databaseStarted = cluster.isPrimary ? startDatabase(env) : undefined
  const prepared = databaseStarted
    ? Promise.allSettled([site, databaseStarted.then(({ opening }) => opening)])
    : undefined
  await databaseStarted?.catch(() => undefined) // a failure is reported below, through `prepared`
  const { startServer, createJobSystem } = await loadServer()
  let database: MigratedDatabase | undefined
  if (prepared) {
    const [built, opened] = await prepared
    if (opened.status === 'rejected') throw opened.reason
    if (built.status === 'rejected') {
      await opened.value.stop()
      throw built.reason
    }
    database = keepingSite(opened.value, built.value?.kept)
    logger.info(
      { embedded: database.embedded, migrations: database.applied },
      database.applied.length ? 'database migrated' : 'database schema up to date',
    )
  }
  await runInProcesses(env.API_PROCESSES, logger, async () => {
    const { url } = await startServer({
      env,
      jobSystem: createJobSystem,
      handleSignals: true,
      database,
    })
    console.warn(`Ready in ${((Date.now() - started) / 1000).toFixed(1)} s at ${url}`)
  })
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
}

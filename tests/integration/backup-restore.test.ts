import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gunzipSync, gzipSync } from 'node:zlib'
import { runner } from 'node-pg-migrate'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { listSequences, listTables } from '@studio/api/backup/schema-catalog'
import { startEmbeddedPostgres } from '@studio/api/platform/db/embedded-postgres'
import { migrationNames } from '@studio/api/platform/db/migrate'
import { adminQuery, createMigratedDatabase, uniqueName, withDatabase } from '../support/databases.ts'
import { createUser } from '../support/factories.ts'

// `npm run backup` and `npm run restore` as a person runs them (their own processes), over real
// PostgreSQL: a database backed up, wiped, restored and compared row for row; files that are not whole
// backups refused with nothing changed. Each test starts several processes (and the embedded one two
// PostgreSQL clusters), so they get minutes, not the default 30 s, on a busy machine.

interface ScriptRun {
  code: number | null
  stdout: string
  stderr: string
}

/** Runs scripts/<name>.ts with stdin closed (no terminal), as CI or `docker compose exec -T` would. */
function runScript(name: 'backup' | 'restore', args: string[], env: Record<string, string | undefined>) {
  return new Promise<ScriptRun>((resolve) => {
    const { DATABASE_URL: _inherited, ...rest } = process.env
    const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, ...args], {
      env: { ...rest, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const run = { code: null as number | null, stdout: '', stderr: '' }
    child.stdout.on('data', (chunk) => (run.stdout += chunk))
    child.stderr.on('data', (chunk) => (run.stderr += chunk))
    child.on('close', (code) => resolve({ ...run, code }))
  })
}

/** Every table's rows (in key order) and every sequence's state: what a restore must give back. */
async function contentsOf(url: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const tables: Record<string, unknown[]> = {}
    for (const { name } of await listTables(client)) {
      tables[name] = (await client.query(`SELECT * FROM "${name}" ORDER BY 1`)).rows
    }
    return { tables, sequences: await listSequences(client) }
  } finally {
    await client.end()
  }
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<T>(sql, values)).rows
  } finally {
    await client.end()
  }
}

/** Some of everything: accounts in two households, bills with awkward text, a contact message, visits. */
async function writeData(url: string) {
  const db = new pg.Pool({ connectionString: url, max: 1 })
  try {
    const admin = await createUser(db, { admin: true })
    const client = await createUser(db)
    await db.query(
      `INSERT INTO bills (household_id, owner, name, amount, due_date, paid)
       VALUES ($1, 'Jordan', E'Rent\\ttab \\\\ back\\nline', 1200.50, '2026-12-01', true),
              ($2, 'Me', 'Power ⚡ "quoted"', 80, '2026-12-15', false)`,
      [admin.householdId, client.householdId],
    )
    await db.query(
      `INSERT INTO contact_messages (name, email, message) VALUES ('Ada', 'ada@example.test', 'Hi')`,
    )
    await db.query(
      `INSERT INTO visits (visited_at) SELECT now() - g * interval '1 hour' FROM generate_series(1, 50) g`,
    )
    await db.query(`DELETE FROM visits WHERE id > 45`) // the sequence is ahead of the largest id
    return { admin, client }
  } finally {
    await db.end()
  }
}

describe('backup and restore over DATABASE_URL', { timeout: 180_000 }, () => {
  const adminUrl = inject('adminDatabaseUrl')
  const dataDir = mkdtempSync(join(tmpdir(), 'studio-backup-'))
  let database: Awaited<ReturnType<typeof createMigratedDatabase>>
  let before: Awaited<ReturnType<typeof contentsOf>>
  let backupFile: string
  const env = () => ({ DATABASE_URL: database.url, DATA_DIR: dataDir })

  beforeAll(async () => {
    database = await createMigratedDatabase(adminUrl, 'studio_backup', inject('templateDatabase'))
    await writeData(database.url)
    before = await contentsOf(database.url)
  })
  afterAll(async () => {
    await database?.drop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('writes a private file into DATA_DIR/backups and prints its path', async () => {
    const run = await runScript('backup', [], env())
    const tables = Object.keys(before.tables).length
    expect(run.stderr).toContain(`Backed up ${tables} tables, `)
    expect(run.stderr).toContain(`, at migration ${migrationNames().at(-1)}: `)
    expect(run.code).toBe(0)
    backupFile = run.stdout.trim()
    expect(backupFile).toMatch(new RegExp(`^${dataDir}/backups/studio-[\\dT-]+Z\\.sql\\.gz$`))
    expect(statSync(backupFile).mode & 0o777).toBe(0o600)
    expect(statSync(join(dataDir, 'backups')).mode & 0o777).toBe(0o700)
  })

  it('puts every row and sequence back into a wiped database, and new rows take new ids', async () => {
    await adminQuery(adminUrl, `DROP DATABASE ${database.name} WITH (FORCE)`)
    await adminQuery(adminUrl, `CREATE DATABASE ${database.name}`)
    const run = await runScript('restore', [backupFile, '--yes'], env())
    expect(run.stderr).toContain('Restored in')
    expect(run.code).toBe(0)
    expect(await contentsOf(database.url)).toEqual(before)
    const [visit] = await query<{ id: number }>(
      database.url,
      'INSERT INTO visits DEFAULT VALUES RETURNING id',
    )
    expect(visit!.id).toBe(51)
  })

  it('replaces what the database holds now, the app connected all along, finding the backup by name', async () => {
    const app = new pg.Pool({ connectionString: database.url, max: 2 })
    try {
      await app.query(
        `INSERT INTO contact_messages (name, email, message) VALUES ('Later', 'l@example.test', 'x')`,
      )
      await app.query('DELETE FROM bills')
      const run = await runScript('restore', [backupFile.split('/').at(-1)!, '--yes'], env())
      expect(run.code, run.stderr).toBe(0)
      expect(await contentsOf(database.url)).toEqual(before)
      const { rows } = await app.query('SELECT count(*)::int AS bills FROM bills')
      expect(rows[0]).toEqual({ bills: 2 })
    } finally {
      await app.end()
    }
  })

  describe('refusals, each leaving the database as it was', () => {
    const marker = `kept-${Date.now()}`
    beforeAll(async () => {
      await query(
        database.url,
        `INSERT INTO contact_messages (name, email, message) VALUES ($1, 'k@example.test', 'x')`,
        [marker],
      )
    })
    const unchanged = async () =>
      expect(
        await query(database.url, 'SELECT 1 FROM contact_messages WHERE name = $1', [marker]),
      ).toHaveLength(1)

    /** The backup rewritten: `edit` gets its text and returns the new one. */
    function variant(name: string, edit: (text: string) => string, compress = true) {
      const file = join(dataDir, name)
      const text = edit(gunzipSync(readFileSync(backupFile)).toString())
      writeFileSync(file, compress ? gzipSync(text) : text)
      return file
    }

    it('asks before replacing anything, and without a terminal needs --yes', async () => {
      const run = await runScript('restore', [backupFile], env())
      expect(run.code).toBe(1)
      expect(run.stderr).toContain('there is no terminal to ask on: run it again with --yes to go ahead')
      expect(run.stderr).toContain('Nothing was changed.')
      await unchanged()
    })

    it('refuses a file cut short, altered, or no backup at all, saying so', async () => {
      const whole = readFileSync(backupFile)
      const cut = join(dataDir, 'cut.sql.gz')
      writeFileSync(cut, whole.subarray(0, Math.floor(whole.length * 0.6)))
      const cases: [string, RegExp][] = [
        [cut, /The file is incomplete/],
        [variant('altered.sql.gz', (text) => text.replace('Rent', 'Dent')), /its checksum does not match/],
        [variant('plain.sql', (text) => text, false), /it is not a gzip file/],
        [variant('other.gz', () => 'SELECT 1;\n'), /This is not a studio backup/],
        [join(dataDir, 'missing.sql.gz'), /There is no such file/],
      ]
      for (const [file, sentence] of cases) {
        const run = await runScript('restore', [file, '--yes'], env())
        expect(run.code, file).toBe(1)
        expect(run.stderr, file).toMatch(sentence)
        expect(run.stderr, file).toContain('Nothing was changed.')
      }
      await unchanged()
    })

    it('refuses a backup from a version with migrations this one lacks', async () => {
      const future = variant('future.sql.gz', (text) =>
        withFreshChecksum(text.replace(/("migrations":\[[^\]]*)\]/, '$1,"9999_from_the_future"]')),
      )
      const run = await runScript('restore', [future, '--yes'], env())
      expect(run.code).toBe(1)
      expect(run.stderr).toContain('this version of the app does not have migration 9999_from_the_future')
      await unchanged()
    })

    it('rolls everything back when a row breaks a rule midway (a bill of a household it lacks)', async () => {
      const orphan = variant('orphan.sql.gz', (text) =>
        withFreshChecksum(text.replace(/^(\d+\tJordan\t.*\t)\d+$/m, '$1999999')),
      )
      expect(gunzipSync(readFileSync(orphan)).toString()).toContain('\t999999\n')
      const run = await runScript('restore', [orphan, '--yes'], env())
      expect(run.code).toBe(1)
      expect(run.stderr).toMatch(/violates foreign key constraint "bills_household_id_fkey"/)
      await unchanged()
    })
  })
})

/** A backup's text with its closing checksum computed anew, as if the edited text had been written so. */
function withFreshChecksum(text: string): string {
  const closing = text.lastIndexOf('\n-- end ') + 1
  const body = text.slice(0, closing)
  const trailer = JSON.parse(text.slice(closing + '-- end '.length))
  trailer.sha256 = createHash('sha256').update(body).digest('hex')
  return `${body}-- end ${JSON.stringify(trailer)}\n`
}

describe('backup and restore of the embedded database', { timeout: 180_000 }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'studio-backup-embedded-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('backs up the running embedded PostgreSQL and restores it into a new cluster after the old is lost', async () => {
    let embedded = await startEmbeddedPostgres(dataDir)
    try {
      await runner({
        databaseUrl: embedded.url,
        dir: fileURLToPath(new URL('../../migrations', import.meta.url)),
        direction: 'up',
        migrationsTable: 'pgmigrations',
        log: () => undefined,
      })
      await writeData(embedded.url)
      const before = await contentsOf(embedded.url)
      const backup = await runScript('backup', [], { DATA_DIR: dataDir })
      expect(backup.code, backup.stderr).toBe(0)
      await embedded.stop()
      rmSync(join(dataDir, 'postgres'), { recursive: true })

      const restore = await runScript('restore', [backup.stdout.trim(), '--yes'], { DATA_DIR: dataDir })
      expect(restore.code, restore.stderr).toBe(0)
      embedded = await startEmbeddedPostgres(dataDir)
      expect(await contentsOf(embedded.url)).toEqual(before)
    } finally {
      await embedded.stop()
    }
  })
})

describe('a backup from an older migration level', { timeout: 180_000 }, () => {
  const adminUrl = inject('adminDatabaseUrl')
  const dataDir = mkdtempSync(join(tmpdir(), 'studio-backup-old-'))
  const name = uniqueName('studio_backup_old')
  const url = withDatabase(adminUrl, name)
  afterAll(async () => {
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('is restored at its level, then brought up to this version by the migrations since', async () => {
    await adminQuery(adminUrl, `CREATE DATABASE ${name}`)
    await runner({
      databaseUrl: url,
      dir: fileURLToPath(new URL('../../migrations', import.meta.url)),
      direction: 'up',
      count: 5, // up to 0005, before households
      migrationsTable: 'pgmigrations',
      log: () => undefined,
    })
    await query(
      url,
      `INSERT INTO users (username, email, password_hash, role) VALUES ('old', 'old@example.test', 'x', 'admin')`,
    )
    await query(
      url,
      `INSERT INTO bills (owner, name, amount, due_date) VALUES ('Jordan', 'Old rent', 900, '2026-01-01')`,
    )
    const backup = await runScript('backup', [], { DATABASE_URL: url, DATA_DIR: dataDir })
    expect(backup.code, backup.stderr).toBe(0)
    await query(url, `DELETE FROM bills`)
    await runner({
      databaseUrl: url,
      dir: fileURLToPath(new URL('../../migrations', import.meta.url)),
      direction: 'up',
      migrationsTable: 'pgmigrations',
      log: () => undefined,
    })

    const restore = await runScript('restore', [backup.stdout.trim(), '--yes'], {
      DATABASE_URL: url,
      DATA_DIR: dataDir,
    })
    expect(restore.code, restore.stderr).toBe(0)
    expect(restore.stderr).toContain('Applied the migrations since: 0006_households')
    const [bill] = await query<{ name: string; studio: boolean }>(
      url,
      'SELECT b.name, h.studio FROM bills b JOIN households h ON h.id = b.household_id',
    )
    expect(bill).toEqual({ name: 'Old rent', studio: true })
    const applied = await query<{ name: string }>(url, 'SELECT name FROM pgmigrations ORDER BY id')
    expect(applied.map((row) => row.name)).toEqual(migrationNames())
  })
})

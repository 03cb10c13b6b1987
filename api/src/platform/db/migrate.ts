import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { RunnerOption } from 'node-pg-migrate'
import pg from 'pg'
import type { Queryable } from './pool.ts'

export const migrationsDir = fileURLToPath(new URL('../../../../migrations', import.meta.url))
const migrationsTable = 'pgmigrations'

async function runMigrations(
  connection: string | pg.ClientBase,
  { log, ...options }: Pick<RunnerOption, 'direction' | 'count' | 'log' | 'singleTransaction'>,
) {
  // Loaded on use: with it come every migration's module, which a start with nothing to apply never needs.
  const { runner } = await import('node-pg-migrate')
  return runner({
    ...(typeof connection === 'string' ? { databaseUrl: connection } : { dbClient: connection }),
    dir: migrationsDir,
    migrationsTable,
    checkOrder: true,
    // Concurrent starts on one database (replicas, two `npm start`s) queue behind node-pg-migrate's
    // advisory lock instead of failing: the second finds nothing left to do.
    advisoryLockMode: 'wait',
    log: log ?? (() => undefined),
    ...options,
  })
}

/**
 * True when the database has applied exactly the migrations in migrations/, in their order: node-pg-migrate
 * would find nothing to do (every start but the first after an update) and need not be loaded.
 */
async function appliedAll(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl })
  try {
    await client.connect()
    const { rows } = await client.query<{ name: string }>(
      `SELECT name FROM ${migrationsTable} ORDER BY run_on, id`,
    )
    const names = migrationNames()
    return rows.length === names.length && rows.every((row, index) => row.name === names[index])
  } catch {
    return false // no such table yet, or anything else: node-pg-migrate decides, and says why
  } finally {
    await client.end().catch(() => undefined)
  }
}

/** Applies every pending migration in migrations/; concurrent calls on one database wait for each other. */
export async function migrateUp(databaseUrl: string, log?: (message: string) => void) {
  if (await appliedAll(databaseUrl)) {
    log?.('No migrations to run!') // as node-pg-migrate says it
    return []
  }
  const applied = await runMigrations(databaseUrl, { direction: 'up', log })
  return applied.map((migration) => migration.name)
}

/**
 * Applies the first `count` pending migrations (all when unset) inside the transaction `client` has open:
 * node-pg-migrate's own BEGIN, COMMIT and ROLLBACK become a savepoint in it, so they commit or roll back
 * with everything else the caller does there (a restore: docs/decisions/026-backups-without-pg-dump.md).
 */
export async function migrateUpInTransaction(client: pg.ClientBase, count?: number) {
  const savepoint: Record<string, string> = {
    BEGIN: 'SAVEPOINT node_pg_migrate',
    COMMIT: 'RELEASE SAVEPOINT node_pg_migrate',
    ROLLBACK: 'ROLLBACK TO SAVEPOINT node_pg_migrate',
  }
  const inTransaction = new Proxy(client, {
    get(target, property, receiver) {
      if (property !== 'query') return Reflect.get(target, property, receiver)
      return (text: unknown, ...rest: unknown[]) => {
        const statement =
          typeof text === 'string' ? savepoint[text.trim().replace(/;$/, '').toUpperCase()] : undefined
        return (target.query as (...args: unknown[]) => unknown)(statement ?? text, ...rest)
      }
    },
  })
  const applied = await runMigrations(inTransaction, { direction: 'up', count, singleTransaction: true })
  return applied.map((migration) => migration.name)
}

/** Reverts the newest applied migration; returns its name (none when nothing was applied). */
export async function migrateDown(databaseUrl: string, log?: (message: string) => void) {
  const reverted = await runMigrations(databaseUrl, { direction: 'down', count: 1, log })
  return reverted.map((migration) => migration.name)
}

/** Migration names as node-pg-migrate records them (file names without extension), oldest first. */
export function migrationNames(): string[] {
  return readdirSync(migrationsDir)
    .filter((file) => !file.startsWith('.'))
    .map((file) => file.replace(/\.[^.]+$/, ''))
    .sort()
}

/** The migrations in migrations/ that the database has not applied yet, oldest first. */
export async function pendingMigrations(db: Queryable): Promise<string[]> {
  const applied = new Set<string>()
  try {
    const { rows } = await db.query<{ name: string }>(`SELECT name FROM ${migrationsTable}`)
    for (const row of rows) applied.add(row.name)
  } catch (error) {
    // undefined_table: a database no migration ever ran on.
    if ((error as { code?: string }).code !== '42P01') throw error
  }
  return migrationNames().filter((name) => !applied.has(name))
}

import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGunzip } from 'node:zlib'
import pg from 'pg'
import { from as copyFrom } from 'pg-copy-streams'
import { migrateUpInTransaction, migrationNames } from '../platform/db/migrate.ts'
import {
  BackupFileError,
  quoteIdentifier,
  readBackupText,
  type BackupEvent,
  type BackupHeader,
} from './backup-file.ts'
import {
  listForeignKeys,
  listIndexes,
  listSequences,
  listTables,
  qualified,
  type TableShape,
} from './schema-catalog.ts'

export interface BackupContents {
  header: BackupHeader
  tables: (TableShape & { rows: number })[]
  /** The size of the file (compressed). */
  bytes: number
}

/**
 * Reads the whole backup once, without touching any database: its shape, its checksum, and whether this
 * version of the app can bring a schema to its migration level. Anything wrong is a BackupFileError.
 */
export async function inspectBackup(file: string): Promise<BackupContents> {
  const bytes = await fileSize(file)
  let header: BackupHeader | undefined
  const tables: BackupContents['tables'] = []
  for await (const event of backupEvents(file)) {
    if (event.kind === 'header') header = event.header
    if (event.kind === 'table') tables.push({ name: event.table, columns: event.columns, rows: 0 })
    if (event.kind === 'end') {
      for (const table of tables) table.rows = event.trailer.tables[table.name] ?? Number.NaN
    }
  }
  if (!header || tables.some((table) => Number.isNaN(table.rows))) {
    throw new BackupFileError('The file is damaged: its closing line does not count every table.')
  }
  checkMigrationLevel(header.migrations)
  return { header, tables, bytes }
}

export interface RestoreSummary {
  /** Migrations this version has beyond the backup's, applied after its rows were loaded. */
  migratedSince: string[]
}

/**
 * Replaces everything in the database with the backup, in one transaction: the schema is dropped and
 * rebuilt by the migrations up to the backup's level, each table is loaded with COPY … FROM STDIN
 * (indexes and keys dropped for the load and made again after it, which checks every row), sequences are
 * set, and the migrations since are applied. Any failure rolls all of it back, leaving the database as it was; the app
 * may stay up meanwhile (its queries wait for the commit). `contents` comes from inspectBackup.
 */
export async function restoreDatabase(
  databaseUrl: string,
  file: string,
  contents: BackupContents,
  onTable: (table: string, rows: number) => void = () => undefined,
): Promise<RestoreSummary> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query('BEGIN')
    // The public schema as PostgreSQL 15+ makes it: everyone may use it, its owner alone create in it.
    await client.query(
      'DROP SCHEMA public CASCADE; CREATE SCHEMA public; GRANT USAGE ON SCHEMA public TO PUBLIC',
    )
    await migrateUpInTransaction(client, contents.header.migrations.length)
    await checkTablesMatch(client, contents.tables)
    const tableList = contents.tables.map((table) => qualified(table.name)).join(', ')
    if (tableList) await client.query(`TRUNCATE ${tableList}`)
    // As pg_restore does: load into bare tables, then build the indexes and check the keys once, which is
    // several times faster than keeping them up to date row by row and lets tables load in any order.
    const foreignKeys = await listForeignKeys(client)
    const indexes = await listIndexes(client)
    for (const key of foreignKeys) await dropConstraint(client, key.table, key.name)
    for (const index of indexes) {
      if (index.constraint) await dropConstraint(client, index.table, index.constraint)
      else await client.query(`DROP INDEX public.${quoteIdentifier(index.name)}`)
    }
    const sequencesLeft = new Set((await listSequences(client)).map((sequence) => sequence.name))

    const events = backupEvents(file)[Symbol.asyncIterator]()
    for (let next = await events.next(); !next.done; next = await events.next()) {
      const event = next.value
      if (event.kind === 'table') {
        const columns = event.columns.map(quoteIdentifier).join(', ')
        // FREEZE: the table was emptied in this transaction, so its rows can be written as already frozen
        // (no later vacuum has to visit them all).
        const load = client.query(
          copyFrom(`COPY ${qualified(event.table)} (${columns}) FROM STDIN WITH (FREEZE)`),
        )
        await pipeline(Readable.from(rowsOfTable(events)), load)
        const expected = contents.tables.find((table) => table.name === event.table)?.rows
        if (load.rowCount !== expected) {
          throw new BackupFileError(
            `The file is damaged: ${event.table} loaded ${load.rowCount} rows where the backup counted ${expected}.`,
          )
        }
        onTable(event.table, load.rowCount)
      } else if (event.kind === 'sequence') {
        if (!sequencesLeft.delete(event.name)) {
          throw new BackupFileError(`The file names a sequence its schema does not have: ${event.name}.`)
        }
        await client.query('SELECT setval($1::regclass, $2, $3)', [
          qualified(event.name),
          event.value,
          event.isCalled,
        ])
      }
    }
    // Sequences the backup does not set were never used where it was made: as good as new.
    for (const name of sequencesLeft) await client.query(`ALTER SEQUENCE ${qualified(name)} RESTART`)
    await client.query("SET LOCAL maintenance_work_mem = '256MB'")
    for (const index of indexes) {
      if (index.constraint)
        await addConstraint(client, index.table, index.constraint, index.constraintDefinition!)
      else await client.query(index.definition)
    }
    for (const key of foreignKeys) await addConstraint(client, key.table, key.name, key.definition)
    const migratedSince = await migrateUpInTransaction(client)
    await client.query('COMMIT')
    return { migratedSince }
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    await client.end().catch(() => undefined)
  }
}

const dropConstraint = (client: pg.ClientBase, table: string, name: string) =>
  client.query(`ALTER TABLE ${qualified(table)} DROP CONSTRAINT ${quoteIdentifier(name)}`)

const addConstraint = (client: pg.ClientBase, table: string, name: string, definition: string) =>
  client.query(`ALTER TABLE ${qualified(table)} ADD CONSTRAINT ${quoteIdentifier(name)} ${definition}`)

/** The rows of the table whose COPY line was just read, up to its end. */
async function* rowsOfTable(events: AsyncIterator<BackupEvent>): AsyncGenerator<Buffer> {
  for (;;) {
    const next = await events.next()
    if (next.done) throw new BackupFileError('The file is incomplete: it ends inside a table.')
    if (next.value.kind === 'table-end') return
    if (next.value.kind !== 'rows') throw new BackupFileError('The file is damaged: a table has no end.')
    yield next.value.chunk
  }
}

/** The file's events, decompressed as they are read; what goes wrong on the way is a BackupFileError. */
async function* backupEvents(file: string): AsyncGenerator<BackupEvent> {
  const source = createReadStream(file)
  const gunzip = createGunzip()
  let decompressed = false
  gunzip.once('data', () => (decompressed = true))
  // Errors of either stream end the iteration of gunzip below.
  pipeline(source, gunzip).catch(() => undefined)
  try {
    yield* readBackupText(gunzip)
  } catch (error) {
    throw readError(error, decompressed)
  } finally {
    source.destroy()
    gunzip.destroy()
  }
}

function readError(error: unknown, decompressed: boolean): unknown {
  const code = (error as { code?: string }).code
  if (code === 'ENOENT') return new BackupFileError('There is no such file.')
  if (code === 'EACCES') return new BackupFileError('The file cannot be read: permission denied.')
  if (code === 'EISDIR') return new BackupFileError('That is a folder, not a backup file.')
  if (code === 'Z_BUF_ERROR') return new BackupFileError('The file is incomplete: it ends in the middle.')
  if (code?.startsWith('Z_')) {
    return new BackupFileError(
      decompressed
        ? 'The file is damaged: its compressed data is corrupt.'
        : 'This is not a studio backup: it is not a gzip file.',
    )
  }
  return error
}

async function fileSize(file: string): Promise<number> {
  try {
    const stats = await stat(file)
    if (stats.isDirectory()) throw Object.assign(new Error('folder'), { code: 'EISDIR' })
    return stats.size
  } catch (error) {
    throw readError(error, false)
  }
}

/** The backup's migrations must be the first of this version's, in the same order. */
function checkMigrationLevel(migrations: string[]): void {
  const known = migrationNames()
  const firstUnknown = migrations.findIndex((name, index) => known[index] !== name)
  if (firstUnknown === -1) return
  const name = migrations[firstUnknown]!
  throw new BackupFileError(
    known.includes(name)
      ? `Its migrations are not this version's in the same order (${name} is at position ${firstUnknown + 1}).`
      : `It was made at migration ${migrations.at(-1)}, and this version of the app does not have ` +
          `migration ${name}: restore it with the version that made it, or a newer one.`,
  )
}

/** The schema the migrations built must have exactly the backup's tables and columns. */
async function checkTablesMatch(client: pg.ClientBase, tables: TableShape[]): Promise<void> {
  const live = new Map((await listTables(client)).map((table) => [table.name, table.columns.join(', ')]))
  const inFile = new Map(tables.map((table) => [table.name, table.columns.join(', ')]))
  for (const [name, columns] of inFile) {
    if (live.get(name) !== columns) {
      throw new BackupFileError(
        live.has(name)
          ? `Its table ${name} has other columns (${columns}) than the schema of its migration level (${live.get(name)}).`
          : `It has a table, ${name}, that the schema of its migration level does not have.`,
      )
    }
  }
  const missing = [...live.keys()].filter((name) => !inFile.has(name))
  if (missing.length > 0) {
    throw new BackupFileError(`It lacks tables that its migration level has: ${missing.join(', ')}.`)
  }
}

import { Readable, type Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGzip } from 'node:zlib'
import pg from 'pg'
import { to as copyTo } from 'pg-copy-streams'
import { BackupText, quoteIdentifier, type BackupHeader } from './backup-file.ts'
import { listSequences, listTables, migrationsTable, qualified } from './schema-catalog.ts'

export interface DumpSummary {
  header: Omit<BackupHeader, 'format'>
  /** Rows per table. */
  tables: Record<string, number>
}

/** The database cannot be backed up as it is; the sentence says why and what to do. */
export class DumpError extends Error {}

/**
 * Writes a consistent backup of the database to `output` (gzip): one REPEATABLE READ, READ ONLY
 * transaction sees every table at the same instant while the app goes on writing, each table's rows
 * stream out through COPY … TO STDOUT, and nothing is held in memory but the piece in flight.
 * `onTable` hears each table as it is done.
 */
export async function dumpDatabase(
  databaseUrl: string,
  output: Writable,
  onTable: (table: string, rows: number) => void = () => undefined,
): Promise<DumpSummary> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    const header = {
      createdAt: new Date().toISOString(),
      server: (await client.query<{ version: string }>('SELECT version()')).rows[0]!.version,
      migrations: await appliedMigrations(client),
    }
    const tables = await listTables(client)
    const sequences = await listSequences(client)
    const counts: Record<string, number> = {}

    async function* text(): AsyncGenerator<Buffer> {
      const backup = new BackupText()
      yield backup.header(header)
      for (const { name, columns } of tables) {
        yield backup.tableStart(name, columns)
        const rows = client.query(
          copyTo(`COPY ${qualified(name)} (${columns.map(quoteIdentifier).join(', ')}) TO STDOUT`),
        )
        for await (const chunk of rows) yield backup.rows(chunk as Buffer)
        yield backup.tableEnd()
        counts[name] = rows.rowCount
        onTable(name, rows.rowCount)
      }
      for (const { name, lastValue } of sequences) {
        if (lastValue !== null) yield backup.sequence(name, lastValue, true)
      }
      yield backup.trailer(counts)
    }

    await pipeline(Readable.from(text()), createGzip(), output)
    await client.query('COMMIT')
    return { header, tables: counts }
  } finally {
    await client.end().catch(() => undefined)
  }
}

/** The migrations node-pg-migrate applied, in the order it ran them. */
async function appliedMigrations(client: pg.ClientBase): Promise<string[]> {
  try {
    const { rows } = await client.query<{ name: string }>(
      `SELECT name FROM public.${migrationsTable} ORDER BY run_on, id`,
    )
    return rows.map((row) => row.name)
  } catch (error) {
    // undefined_table: no migration ever ran on this database.
    if ((error as { code?: string }).code !== '42P01') throw error
    throw new DumpError(
      'This database has no schema yet (no migration has run on it), so there is nothing to back up.',
    )
  }
}

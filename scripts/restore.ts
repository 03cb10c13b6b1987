// `npm run restore -- FILE [--yes]`: puts a backup of `npm run backup` back, replacing everything in the
// database (DATABASE_URL, or the embedded PostgreSQL, running or not). FILE is a path, or the name of a file
// in DATA_DIR/backups. It reads the whole file first and changes nothing unless the file is whole and this
// version can rebuild its schema; then it asks (on a terminal) or needs --yes (anywhere else).
import { existsSync } from 'node:fs'
import path from 'node:path'
import { createInterface } from 'node:readline/promises'
import { parseArgs } from 'node:util'
import { BackupFileError } from '@studio/api/backup/backup-file'
import { backupsFolder } from '@studio/api/backup/backup-folder'
import { inspectBackup, restoreDatabase, type BackupContents } from '@studio/api/backup/restore-database'
import type { Env } from '@studio/api/platform/config/env'
import { CommandError, rowCount, runDatabaseCommand } from './database-command.ts'

const usage =
  'Usage: npm run restore -- FILE [--yes]   (FILE: a backup file, or its name in DATA_DIR/backups)'

function readArguments() {
  try {
    const { values, positionals } = parseArgs({
      options: { yes: { type: 'boolean', default: false } },
      allowPositionals: true,
    })
    if (positionals.length !== 1) throw new Error('Name one backup file.')
    return { given: positionals[0]!, yes: values.yes }
  } catch (error) {
    throw new CommandError(`${error instanceof Error ? error.message : error}\n${usage}`)
  }
}

/** The file as given, else the backup of that name in the backups folder. */
function locate(given: string, env: Env): string {
  const inFolder = path.join(backupsFolder(env.DATA_DIR), given)
  return path.resolve(!existsSync(given) && !given.includes('/') && existsSync(inFolder) ? inFolder : given)
}

function describe(contents: BackupContents): string {
  const rows = contents.tables.reduce((sum, table) => sum + table.rows, 0)
  const madeAt = contents.header.createdAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')
  return (
    `a backup made ${madeAt} at migration ${contents.header.migrations.at(-1)}: ` +
    `${contents.tables.length} tables, ${rowCount(rows)}`
  )
}

async function confirm(question: string): Promise<boolean> {
  const prompt = createInterface({ input: process.stdin, output: process.stderr })
  try {
    return (await prompt.question(question)).trim().toLowerCase() === 'yes'
  } finally {
    prompt.close()
  }
}

/** A file that is not a whole backup, or cannot be restored by this version: nothing was touched. */
const refusal = (file: string) => (error: unknown) => {
  throw error instanceof BackupFileError
    ? new CommandError(`Cannot restore ${file}: ${error.message} Nothing was changed.`)
    : error
}

/** The restore is one transaction: whatever stopped it, it was rolled back. */
const rolledBack = (file: string) => (error: unknown) => {
  refusal(file)(error)
  const reason = error instanceof Error ? error.message : String(error)
  throw new CommandError(`Restoring ${file} failed (${reason}), so it was rolled back. Nothing was changed.`)
}

await runDatabaseCommand(async (env, openDatabase) => {
  const { given, yes } = readArguments()
  const file = locate(given, env)
  console.warn(`Checking ${file} …`)
  const contents = await inspectBackup(file).catch(refusal(file))
  console.warn(`It is ${describe(contents)}.`)
  const database = await openDatabase()
  if (!yes) {
    if (!process.stdin.isTTY) {
      throw new CommandError(
        `Restoring replaces everything in ${database.description}, so it asks first, and there is no ` +
          'terminal to ask on: run it again with --yes to go ahead. Nothing was changed.',
      )
    }
    if (!(await confirm(`Replace everything in ${database.description} with it? Type yes to go ahead: `))) {
      throw new CommandError('Nothing was changed.')
    }
  }
  const started = performance.now()
  console.warn(`Restoring into ${database.description} …`)
  const { migratedSince } = await restoreDatabase(database.url, file, contents, (table, rows) =>
    console.warn(`  ${table}: ${rowCount(rows)}`),
  ).catch(rolledBack(file))
  if (migratedSince.length > 0) console.warn(`Applied the migrations since: ${migratedSince.join(', ')}.`)
  console.warn(`Restored in ${((performance.now() - started) / 1000).toFixed(1)} s.`)
})

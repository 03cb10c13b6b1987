// `npm run backup`: a consistent backup of the database (DATABASE_URL, or the embedded PostgreSQL, running
// or not) into DATA_DIR/backups, keeping the newest BACKUP_KEEP. Prints the new file's path on stdout (so
// `FILE=$(npm run -s backup)` works) and its progress on stderr. docs/operations.md says how to restore.
import path from 'node:path'
import { backupsFolder, createBackup } from '@studio/api/backup/backup-folder'
import { DumpError } from '@studio/api/backup/dump-database'
import { CommandError, rowCount, runDatabaseCommand } from './database-command.ts'

const size = (bytes: number) =>
  bytes < 1e6 ? `${Math.ceil(bytes / 1e3)} kB` : `${(bytes / 1e6).toFixed(1)} MB`

await runDatabaseCommand(async (env, openDatabase) => {
  const database = await openDatabase()
  const folder = path.resolve(backupsFolder(env.DATA_DIR))
  const started = performance.now()
  console.warn(`Backing up ${database.description} into ${folder} …`)
  const backup = await createBackup(database.url, folder, env.BACKUP_KEEP, (table, rows) =>
    console.warn(`  ${table}: ${rowCount(rows)}`),
  ).catch((error: unknown) => {
    throw error instanceof DumpError ? new CommandError(`Backup failed: ${error.message}`) : error
  })
  const rows = Object.values(backup.summary.tables).reduce((sum, count) => sum + count, 0)
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.warn(
    `Backed up ${Object.keys(backup.summary.tables).length} tables, ${rowCount(rows)}, ` +
      `at migration ${backup.summary.header.migrations.at(-1)}: ${size(backup.bytes)} in ${seconds} s.`,
  )
  for (const file of backup.removed) {
    console.warn(`Removed ${path.basename(file)} (keeping the newest ${env.BACKUP_KEEP}).`)
  }
  console.log(backup.file)
})

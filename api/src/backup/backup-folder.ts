import { createWriteStream } from 'node:fs'
import { chmod, mkdir, readdir, rename, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { dumpDatabase, type DumpSummary } from './dump-database.ts'

// The backups folder, DATA_DIR/backups (compose: the backup service's own volume): private to the app's
// user (0700, each file 0600), one file per backup named after the moment it was made, oldest pruned.

const backupName = /^studio-(\d{4}-\d\d-\d\d)T(\d\d)-(\d\d)-(\d\d)-(\d{3})Z\.sql\.gz$/
const unfinishedSuffix = '.partial'

export const backupsFolder = (dataDir: string) => join(dataDir, 'backups')

export interface BackupFile {
  file: string
  madeAt: Date
}

/** The backups in `folder`, newest first (none when the folder does not exist yet). */
export async function listBackups(folder: string): Promise<BackupFile[]> {
  const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return []
    throw error
  })
  return names
    .flatMap((name) => {
      const parts = backupName.exec(name)
      if (!parts) return []
      const [, day, hours, minutes, seconds, milliseconds] = parts
      return [
        {
          file: join(folder, name),
          madeAt: new Date(`${day}T${hours}:${minutes}:${seconds}.${milliseconds}Z`),
        },
      ]
    })
    .sort((a, b) => b.madeAt.getTime() - a.madeAt.getTime())
}

export interface CreatedBackup {
  file: string
  bytes: number
  summary: DumpSummary
  /** Older backups deleted to keep `keep`. */
  removed: string[]
}

/**
 * Dumps the database into a new file in `folder` and keeps only the newest `keep` backups. The file is
 * written under a temporary name and renamed once whole, so a backup cut short never looks like one.
 */
export async function createBackup(
  databaseUrl: string,
  folder: string,
  keep: number,
  onTable?: (table: string, rows: number) => void,
): Promise<CreatedBackup> {
  await mkdir(folder, { recursive: true, mode: 0o700 })
  await chmod(folder, 0o700)
  const madeAt = new Date()
  const file = join(folder, `studio-${madeAt.toISOString().replace(/[:.]/g, '-')}.sql.gz`)
  const unfinished = `${file}${unfinishedSuffix}`
  try {
    const summary = await dumpDatabase(
      databaseUrl,
      createWriteStream(unfinished, { flags: 'wx', mode: 0o600 }),
      onTable,
    )
    await rename(unfinished, file)
    const removed = await pruneBackups(folder, keep)
    return { file, bytes: (await stat(file)).size, summary, removed }
  } catch (error) {
    await rm(unfinished, { force: true })
    throw error
  }
}

/** Deletes all but the newest `keep` backups; returns the files deleted. */
export async function pruneBackups(folder: string, keep: number): Promise<string[]> {
  const old = (await listBackups(folder)).slice(keep).map((backup) => backup.file)
  for (const file of old) await rm(file, { force: true })
  return old
}

/** Deletes what backups cut short by a crash left behind (untouched for `quietMs`, so none in progress). */
export async function removeUnfinished(folder: string, quietMs: number): Promise<string[]> {
  const names = await readdir(folder).catch(() => [] as string[])
  const removed: string[] = []
  for (const name of names.filter((candidate) => candidate.endsWith(unfinishedSuffix))) {
    const file = join(folder, name)
    if (Date.now() - (await stat(file)).mtimeMs < quietMs) continue
    await rm(file, { force: true })
    removed.push(file)
  }
  return removed
}

// The compose `backup` service: a backup at start when the newest is older than BACKUP_INTERVAL_H (or
// there is none), then one every BACKUP_INTERVAL_H, each keeping the newest BACKUP_KEEP; a failed one is
// logged and tried again 30 s later, the wait doubling up to ten minutes while it keeps failing. JSON log lines like the api's and worker's.
// `--check` is its healthcheck: exit 0 while the newest backup is fresh (backup-schedule.ts), else 1.
import { setTimeout as sleep } from 'node:timers/promises'
import { backupsFolder, createBackup, listBackups, removeUnfinished } from '@studio/api/backup/backup-folder'
import { backupsAreFresh, nextBackupAt, retryDelayMs } from '@studio/api/backup/backup-schedule'
import { ConfigError, parseEnv, type Env } from '@studio/api/platform/config/env'
import { createLogger } from '@studio/api/platform/logger'

/** A backup still being written is never untouched this long, so older unfinished files are leftovers. */
const unfinishedQuietMs = 10 * 60_000

async function check(env: Env): Promise<void> {
  const [newest] = await listBackups(backupsFolder(env.DATA_DIR))
  if (backupsAreFresh(newest?.madeAt, env.BACKUP_INTERVAL_H, new Date())) return
  console.error(
    newest ? `The newest backup is from ${newest.madeAt.toISOString()}: too old.` : 'There is no backup yet.',
  )
  process.exitCode = 1
}

async function serve(env: Env, databaseUrl: string): Promise<void> {
  const logger = createLogger(env.LOG_LEVEL).child({ service: 'backup' })
  const folder = backupsFolder(env.DATA_DIR)
  const stopping = new AbortController()
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => stopping.abort())
  logger.info(
    { intervalHours: env.BACKUP_INTERVAL_H, keep: env.BACKUP_KEEP, folder },
    'backup service started',
  )
  let failures = 0
  while (!stopping.signal.aborted) {
    const [newest] = await listBackups(folder)
    const due = nextBackupAt(newest?.madeAt, env.BACKUP_INTERVAL_H, new Date())
    const wait = due.getTime() - Date.now()
    if (wait > 0) {
      logger.info({ next: due.toISOString() }, 'next backup scheduled')
      await sleep(wait, undefined, { signal: stopping.signal }).catch(() => undefined)
      continue
    }
    const started = performance.now()
    try {
      await removeUnfinished(folder, unfinishedQuietMs)
      const backup = await createBackup(databaseUrl, folder, env.BACKUP_KEEP)
      const rows = Object.values(backup.summary.tables).reduce((sum, count) => sum + count, 0)
      const seconds = Number(((performance.now() - started) / 1000).toFixed(1))
      logger.info(
        { file: backup.file, bytes: backup.bytes, rows, seconds, removed: backup.removed },
        'backup made',
      )
      failures = 0
    } catch (error) {
      failures += 1
      const retryIn = retryDelayMs(failures, env.BACKUP_INTERVAL_H)
      const reason = error instanceof Error ? error.message : String(error)
      logger.error({ reason, retryInSeconds: retryIn / 1000 }, 'backup failed')
      await sleep(retryIn, undefined, { signal: stopping.signal }).catch(() => undefined)
    }
  }
  logger.info('backup service stopped')
}

try {
  const env = parseEnv()
  if (process.argv.includes('--check')) await check(env)
  else if (!env.DATABASE_URL)
    throw new ConfigError('Invalid configuration: the backup service needs DATABASE_URL')
  else await serve(env, env.DATABASE_URL)
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
}

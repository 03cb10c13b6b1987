// When the backup service (compose's `backup`) makes its next backup, and whether its backups are fresh.
// Both go by the newest file in the folder, so a restart neither skips a backup nor adds an extra one.

const hour = 3_600_000

/** Due as soon as the newest backup is `intervalHours` old; at once when there is none. */
export function nextBackupAt(newest: Date | undefined, intervalHours: number, now: Date): Date {
  if (!newest) return now
  return new Date(Math.max(now.getTime(), newest.getTime() + intervalHours * hour))
}

/** Fresh: the newest backup is at most an interval old, plus an hour for a slow or retried one. */
export function backupsAreFresh(newest: Date | undefined, intervalHours: number, now: Date): boolean {
  return newest !== undefined && now.getTime() - newest.getTime() <= (intervalHours + 1) * hour
}

/**
 * How long to wait after the `failures`-th failed backup in a row before trying again: 30 s, doubling up to
 * ten minutes (never longer than the interval). The first waits are short because the usual cause at start
 * is a database still starting or not yet migrated (a Swarm stack starts every service at once).
 */
export function retryDelayMs(failures: number, intervalHours: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, failures - 1), 10 * 60_000, intervalHours * hour)
}

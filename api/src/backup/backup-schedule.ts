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

/** How long to wait after a failed backup before trying again. */
export function retryDelayMs(intervalHours: number): number {
  return Math.min(intervalHours * hour, 10 * 60_000)
}

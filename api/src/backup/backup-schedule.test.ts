import { describe, expect, it } from 'vitest'
import { backupsAreFresh, nextBackupAt, retryDelayMs } from './backup-schedule.ts'

const at = (time: string) => new Date(`2026-11-26T${time}Z`)

describe('the backup schedule', () => {
  it('backs up at once when there is no backup or the newest is an interval old, else when it will be', () => {
    expect(nextBackupAt(undefined, 24, at('12:00:00'))).toEqual(at('12:00:00'))
    expect(nextBackupAt(new Date('2026-11-25T11:00:00Z'), 24, at('12:00:00'))).toEqual(at('12:00:00'))
    expect(nextBackupAt(at('09:00:00'), 24, at('12:00:00'))).toEqual(new Date('2026-11-27T09:00:00Z'))
    expect(nextBackupAt(at('11:45:00'), 0.5, at('12:00:00'))).toEqual(at('12:15:00'))
  })

  it('calls backups fresh for an interval and an hour, and never when there are none', () => {
    expect(backupsAreFresh(undefined, 24, at('12:00:00'))).toBe(false)
    expect(backupsAreFresh(new Date('2026-11-25T11:00:00Z'), 24, at('12:00:00'))).toBe(true)
    expect(backupsAreFresh(new Date('2026-11-25T10:59:00Z'), 24, at('12:00:00'))).toBe(false)
  })

  it('retries a failed backup after 30 s, doubling up to ten minutes, never past the interval', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((failures) => retryDelayMs(failures, 24))).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 600_000, 600_000,
    ])
    expect(retryDelayMs(6, 0.1)).toBe(360_000)
  })
})

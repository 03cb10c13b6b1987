import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLogger } from '@studio/api/platform/logger'
import { cronPattern, isDue, schedules, startInProcessSchedules, type Schedule } from './schedules.ts'

const byJob = (job: Schedule['job']) => schedules.find((schedule) => schedule.job === job)!

describe('the schedules', () => {
  it('read as the cron patterns BullMQ is given', () => {
    expect(schedules.map((schedule) => [schedule.key, cronPattern(schedule), schedule.timeZone])).toEqual([
      ['check-overdue-bills-hourly', '0 * * * *', 'UTC'],
      ['send-bill-reminders-daily', '0 8 * * *', 'America/New_York'],
      ['prune-old-records-daily', '30 4 * * *', 'UTC'],
      ['dispatch-site-checks-every-minute', '* * * * *', 'UTC'],
      ['roll-up-site-days-hourly', '5 * * * *', 'UTC'],
      ['draft-monthly-reports-monthly', '15 5 1 * *', 'America/New_York'],
      ['rotate-visitor-salts-daily', '0 0 * * *', 'America/New_York'],
      ['roll-up-site-visits-hourly', '7 * * * *', 'UTC'],
      ['prune-site-events-daily', '40 4 * * *', 'UTC'],
    ])
  })

  it('are due on their zone’s clock, summer time or not', () => {
    const reminders = byJob('send-bill-reminders')
    expect(isDue(reminders, new Date('2026-01-15T13:00:00Z'))).toBe(true) // 8:00 EST
    expect(isDue(reminders, new Date('2026-07-15T12:00:00Z'))).toBe(true) // 8:00 EDT
    expect(isDue(reminders, new Date('2026-07-15T13:00:00Z'))).toBe(false)
    expect(isDue(reminders, new Date('2026-07-15T12:01:00Z'))).toBe(false)
    expect(isDue(byJob('check-overdue-bills'), new Date('2026-07-15T05:00:00Z'))).toBe(true)
    expect(isDue(byJob('prune-old-records'), new Date('2026-07-15T04:30:00Z'))).toBe(true)
    expect(isDue(byJob('prune-old-records'), new Date('2026-07-15T05:30:00Z'))).toBe(false)
    expect(isDue(byJob('dispatch-site-checks'), new Date('2026-07-15T05:31:00Z'))).toBe(true)
    expect(isDue(byJob('roll-up-site-days'), new Date('2026-07-15T05:05:00Z'))).toBe(true)
    // New York midnight: 4:00 UTC in summer, 5:00 in winter.
    expect(isDue(byJob('rotate-visitor-salts'), new Date('2026-07-15T04:00:00Z'))).toBe(true)
    expect(isDue(byJob('rotate-visitor-salts'), new Date('2026-01-15T05:00:00Z'))).toBe(true)
    expect(isDue(byJob('rotate-visitor-salts'), new Date('2026-01-15T04:00:00Z'))).toBe(false)
  })

  it('run a monthly job on its day of the month only, on its zone’s calendar', () => {
    const drafts = byJob('draft-monthly-reports')
    expect(isDue(drafts, new Date('2026-12-01T10:15:00Z'))).toBe(true) // 5:15 EST on the 1st
    expect(isDue(drafts, new Date('2026-07-01T09:15:00Z'))).toBe(true) // 5:15 EDT on the 1st
    expect(isDue(drafts, new Date('2026-12-02T10:15:00Z'))).toBe(false)
    // 5:15 UTC on the 1st is still the 30th, 00:15, in New York.
    expect(isDue(drafts, new Date('2026-12-01T05:15:00Z'))).toBe(false)
  })
})

describe('the in-process schedules', () => {
  afterEach(() => vi.useRealTimers())

  // The monitor's every-minute dispatch is followed on its own below; `enqueued` lists the others.
  function start(at: string) {
    vi.useFakeTimers({ now: new Date(at) })
    const enqueued: string[] = []
    const dispatches: number[] = []
    const stop = startInProcessSchedules(
      {
        enqueue: async (name) =>
          void (name === 'dispatch-site-checks' ? dispatches.push(Date.now()) : enqueued.push(name)),
      },
      createLogger('silent'),
    )
    return { enqueued, dispatches, stop }
  }

  it('dispatch the site checks at start and at the start of every minute', async () => {
    const { dispatches, stop } = start('2026-07-15T11:58:30Z')
    await vi.advanceTimersByTimeAsync(3 * 60_000)
    stop()
    expect(dispatches.map((at) => new Date(at).toISOString())).toEqual([
      '2026-07-15T11:58:30.000Z',
      '2026-07-15T11:59:00.000Z',
      '2026-07-15T12:00:00.000Z',
      '2026-07-15T12:01:00.000Z',
    ])
  })

  it('run the catch-up jobs at start, then each job at its minute', async () => {
    const { enqueued, stop } = start('2026-07-15T11:58:30Z') // 7:58:30 in New York
    expect(enqueued).toEqual([
      'check-overdue-bills',
      'send-bill-reminders',
      'draft-monthly-reports',
      'rotate-visitor-salts',
      'roll-up-site-visits',
    ])
    enqueued.length = 0
    await vi.advanceTimersByTimeAsync(60_000) // 7:59:30
    expect(enqueued).toEqual([])
    await vi.advanceTimersByTimeAsync(60_000) // 8:00:30: the hour, and the reminder hour in New York
    expect(enqueued).toEqual(['check-overdue-bills', 'send-bill-reminders'])
    enqueued.length = 0
    await vi.advanceTimersByTimeAsync(16.5 * 3_600_000) // to 00:30:30 New York, 4:30:30 UTC
    const hourly = ['roll-up-site-days', 'roll-up-site-visits']
    expect(enqueued.filter((name) => !hourly.includes(name))).toEqual([
      ...Array(16).fill('check-overdue-bills'),
      'rotate-visitor-salts', // New York midnight
      'prune-old-records',
    ])
    expect(enqueued.filter((name) => name === 'roll-up-site-days')).toHaveLength(17)
    expect(enqueued.filter((name) => name === 'roll-up-site-visits')).toHaveLength(17)
    const count = enqueued.length
    stop()
    await vi.advanceTimersByTimeAsync(3_600_000)
    expect(enqueued).toHaveLength(count)
  })
})

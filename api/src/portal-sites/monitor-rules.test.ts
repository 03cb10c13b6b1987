import { describe, expect, it } from 'vitest'
import {
  applyCheck,
  certificateDaysLeft,
  confirmationDueAt,
  crossedCertificateWarnings,
  dueTimesIn,
  median,
  nextDueAfter,
  outageLength,
  uptimePercent,
  type SiteState,
  type Transition,
} from './monitor-rules.ts'

const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 12, minute))

const newSite: SiteState = { status: 'pending', consecutiveFailures: 0, failureCountedAt: null }

/** Runs a series of scheduled checks, a minute apart, returning the incidents changes and the final state. */
function run(results: boolean[], start: SiteState = newSite) {
  let state = start
  const incidents: Transition['incident'][] = []
  results.forEach((ok, minute) => {
    const transition = applyCheck(state, { ok, at: at(minute), scheduled: true })
    incidents.push(transition.incident)
    state = transition.next
  })
  return { state, incidents: incidents.filter(Boolean) }
}

describe('the down-after-2, up-after-1 rule', () => {
  it('keeps a new site pending through one failure and makes it up on its first success, with no incident', () => {
    expect(run([false]).state).toMatchObject({ status: 'pending', consecutiveFailures: 1 })
    expect(run([true])).toEqual({
      state: { status: 'up', consecutiveFailures: 0, failureCountedAt: null },
      incidents: [],
    })
  })

  it('sends nothing for one failed check between successes', () => {
    expect(run([true, false, true, false, true]).incidents).toEqual([])
  })

  it('opens an incident at the second failure in a row, dated from the first, and only once', () => {
    const { state, incidents } = run([true, false, false, false, false])
    expect(state).toMatchObject({ status: 'down', consecutiveFailures: 4 })
    expect(incidents).toEqual([{ change: 'open', startedAt: at(1) }])
  })

  it('confirms a new site down too (never up before) and closes on one success', () => {
    expect(run([false, false, true]).incidents).toEqual([
      { change: 'open', startedAt: at(0) },
      { change: 'close' },
    ])
  })

  it('never closes what was not opened: an up site stays up without an incident change', () => {
    const { incidents } = run([true, true], { status: 'up', consecutiveFailures: 0, failureCountedAt: null })
    expect(incidents).toEqual([])
  })

  it('flapping alternately down and up makes one open and one close per confirmed outage', () => {
    const { incidents } = run([true, false, false, true, false, true, false, false, true])
    expect(incidents.map((incident) => incident!.change)).toEqual(['open', 'close', 'open', 'close'])
  })
})

describe('what counts as "in a row"', () => {
  const seconds = (count: number) => new Date(at(0).getTime() + count * 1000)
  const failedOnce = applyCheck(
    { status: 'up', consecutiveFailures: 0, failureCountedAt: null },
    { ok: false, at: at(0), scheduled: false },
  ).next

  it('does not count a Check Now failure less than 30 s after the one before', () => {
    const second = applyCheck(failedOnce, { ok: false, at: seconds(2.5), scheduled: false })
    expect(second).toEqual({ next: failedOnce, incident: null })
  })

  it('counts a Check Now failure 30 s after the one before, and a scheduled one at any time', () => {
    const late = applyCheck(failedOnce, { ok: false, at: seconds(30), scheduled: false })
    expect(late.incident).toEqual({ change: 'open', startedAt: at(0) })
    const scheduled = applyCheck(failedOnce, { ok: false, at: seconds(2), scheduled: true })
    expect(scheduled.incident).toEqual({ change: 'open', startedAt: at(0) })
  })

  it('asks for a confirming check 30 s after a failed Check Now, while the site is not down', () => {
    const first = applyCheck(newSite, { ok: false, at: at(0), scheduled: false })
    expect(confirmationDueAt(first.next, { ok: false, scheduled: false })).toEqual(seconds(30))
    // A second press seconds later asks for the same check (its job id makes it one).
    const again = applyCheck(first.next, { ok: false, at: seconds(2.5), scheduled: false })
    expect(confirmationDueAt(again.next, { ok: false, scheduled: false })).toEqual(seconds(30))
    expect(confirmationDueAt(first.next, { ok: false, scheduled: true })).toBeNull()
    expect(confirmationDueAt(first.next, { ok: true, scheduled: false })).toBeNull()
    const down = applyCheck(first.next, { ok: false, at: seconds(30), scheduled: false })
    expect(confirmationDueAt(down.next, { ok: false, scheduled: false })).toBeNull()
  })
})

describe('certificates', () => {
  it('counts whole days left, rounding down, negative once expired', () => {
    const now = at(0)
    expect(certificateDaysLeft(new Date(now.getTime() + 5.9 * 86_400_000), now)).toBe(5)
    expect(certificateDaysLeft(new Date(now.getTime() - 3_600_000), now)).toBe(-1)
  })

  it('crosses the 21-day warning, then the 7-day one', () => {
    expect(crossedCertificateWarnings(22)).toEqual([])
    expect(crossedCertificateWarnings(21)).toEqual(['certificate-21'])
    expect(crossedCertificateWarnings(8)).toEqual(['certificate-21'])
    expect(crossedCertificateWarnings(5)).toEqual(['certificate-21', 'certificate-7'])
  })
})

describe('figures', () => {
  it('gives uptime with two decimals, null before any check', () => {
    expect(uptimePercent(0, 0)).toBeNull()
    expect(uptimePercent(287, 288)).toBe(99.65)
    expect(uptimePercent(2, 3)).toBe(66.67)
    expect(uptimePercent(5, 5)).toBe(100)
  })

  it('takes the median of odd and even counts, null for none', () => {
    expect(median([])).toBeNull()
    expect(median([300, 100, 200])).toBe(200)
    expect(median([100, 400, 200, 300])).toBe(250)
  })

  it('words an outage', () => {
    expect(outageLength(at(0), new Date(at(0).getTime() + 20_000))).toBe('less than a minute')
    expect(outageLength(at(0), at(1))).toBe('1 minute')
    expect(outageLength(at(0), new Date(at(0).getTime() + 125 * 60_000))).toBe('2 hours 5 minutes')
    expect(outageLength(at(0), new Date(at(0).getTime() + (28 * 60 + 7) * 60_000))).toBe('1 day 4 hours')
  })
})

describe('check scheduling', () => {
  const minute = 60_000

  it('lists each due time in the window and moves on to the first one after it', () => {
    expect(dueTimesIn(at(0), 30_000, at(0), at(1))).toEqual([at(0), new Date(at(0).getTime() + 30_000)])
    expect(nextDueAfter(at(0), 30_000, at(1))).toEqual(at(1))
    expect(nextDueAfter(at(5), minute, at(1))).toEqual(at(5))
  })

  it('skips checks missed while the monitor was away instead of running them in a burst', () => {
    // Away from minute 0 to 32 with a 5-minute cadence: one check now (the one due at 30), not seven.
    expect(dueTimesIn(at(0), 5 * minute, at(32), at(33))).toEqual([at(30)])
    expect(nextDueAfter(at(0), 5 * minute, at(33))).toEqual(at(35))
  })
})

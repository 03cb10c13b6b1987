import { describe, expect, it } from 'vitest'
import {
  mailRetryAttempts,
  mailRetryDelayMs,
  mailRetryWindowMs,
  type MailRetrySettings,
} from './mail-retry.ts'

const defaults: MailRetrySettings = { baseMs: 1_000, maxMs: 300_000 }

/** The total wait between the first and the last of `attempts` tries. */
function totalWaitMs(attempts: number, settings: MailRetrySettings) {
  let total = 0
  for (let failures = 1; failures < attempts; failures++) total += mailRetryDelayMs(failures, settings)
  return total
}

describe('mail retry policy', () => {
  it('doubles the wait from the base and caps it', () => {
    const waits = [1, 2, 3, 9, 10, 40].map((failures) => mailRetryDelayMs(failures, defaults))
    expect(waits).toEqual([1_000, 2_000, 4_000, 256_000, 300_000, 300_000])
  })

  it.each([
    defaults,
    { baseMs: 200, maxMs: 1_000 },
    { baseMs: 7_000, maxMs: 7_000 },
    { baseMs: 10, maxMs: 3_600_000 },
  ])('gives just enough attempts to keep trying for 24 hours (%o)', (settings) => {
    const attempts = mailRetryAttempts(settings)
    expect(totalWaitMs(attempts, settings)).toBeGreaterThanOrEqual(mailRetryWindowMs)
    expect(totalWaitMs(attempts - 1, settings)).toBeLessThan(mailRetryWindowMs)
  })

  it('with the defaults (1 s doubling to 5 min), makes 297 attempts instead of the old 5', () => {
    expect(mailRetryAttempts(defaults)).toBe(297)
  })
})

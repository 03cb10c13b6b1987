import { describe, expect, it } from 'vitest'
import { secondsUntilUnderCap } from './request-caps.ts'

describe('daily caps', () => {
  const now = new Date('2026-11-20T12:00:00Z')

  it('do not hold an account under its cap', () => {
    expect(secondsUntilUnderCap(undefined, now)).toBeNull()
  })

  it('hold it until the write that reached the cap is 24 hours old', () => {
    expect(secondsUntilUnderCap(new Date('2026-11-20T11:00:00Z'), now)).toBe(23 * 3600)
    expect(secondsUntilUnderCap(new Date('2026-11-19T12:00:00.500Z'), now)).toBe(1)
  })
})

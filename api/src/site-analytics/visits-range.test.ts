import { describe, expect, it } from 'vitest'
import { visitsRange } from './visits-range.ts'

const today = '2026-03-31'

describe('visitsRange', () => {
  it('is the last 30 days, today included, by default', () => {
    expect(visitsRange({}, today)).toEqual({ from: '2026-03-02', to: '2026-03-31' })
  })

  it('takes 30 days around one end when only that end is given', () => {
    expect(visitsRange({ to: '2026-02-28' }, today)).toEqual({ from: '2026-01-30', to: '2026-02-28' })
    expect(visitsRange({ from: '2026-01-01' }, today)).toEqual({ from: '2026-01-01', to: '2026-01-30' })
    expect(visitsRange({ from: '2026-03-20' }, today)).toEqual({ from: '2026-03-20', to: '2026-03-31' })
  })

  it('allows up to 366 days and refuses more with a sentence', () => {
    expect(visitsRange({ from: '2024-01-01', to: '2024-12-31' }, today)).toEqual({
      from: '2024-01-01',
      to: '2024-12-31',
    })
    expect(() => visitsRange({ from: '2025-01-01', to: '2026-01-02' }, today)).toThrow(
      'Please ask for at most 366 days at a time; 2025-01-01 to 2026-01-02 is 367 days.',
    )
  })

  it('refuses a start after the end, and days that do not exist', () => {
    expect(() => visitsRange({ from: '2026-03-10', to: '2026-03-09' }, today)).toThrow(
      'From (2026-03-10) must not be after to (2026-03-09).',
    )
    expect(() => visitsRange({ from: '2026-02-30' }, today)).toThrow('From: use a real date like 2026-03-31.')
    expect(() => visitsRange({ to: 'yesterday' }, today)).toThrow('To: use a real date like 2026-03-31.')
  })
})

import { describe, expect, it } from 'vitest'
import { monthBefore, monthSoFar, newYorkDay, rangeWords } from './visit-ranges'

describe('the ranges a site’s visits are read for', () => {
  it('take the day in New York, not the reader’s or UTC’s', () => {
    // 03:30 UTC on Dec 1 is still Nov 30 in New York (EST, UTC−5).
    const now = new Date('2026-12-01T03:30:00Z')
    expect(newYorkDay(now)).toBe('2026-11-30')
    expect(monthSoFar(now)).toEqual({ from: '2026-11-01', to: '2026-11-30' })
    expect(monthBefore(now)).toEqual({ from: '2026-10-01', to: '2026-10-31' })
  })

  it('go back over a year’s end, and know February’s length', () => {
    expect(monthBefore(new Date('2027-01-15T12:00:00Z'))).toEqual({ from: '2026-12-01', to: '2026-12-31' })
    expect(monthBefore(new Date('2028-03-02T12:00:00Z'))).toEqual({ from: '2028-02-01', to: '2028-02-29' })
    expect(monthBefore(new Date('2027-03-02T12:00:00Z'))).toEqual({ from: '2027-02-01', to: '2027-02-28' })
    expect(monthSoFar(new Date('2027-01-01T05:00:00Z'))).toEqual({ from: '2027-01-01', to: '2027-01-01' })
  })

  it('are said in words as short as they stay exact', () => {
    expect(rangeWords({ from: '2026-10-01', to: '2026-10-31' })).toBe('October 2026')
    expect(rangeWords({ from: '2028-02-01', to: '2028-02-29' })).toBe('February 2028')
    expect(rangeWords({ from: '2026-11-01', to: '2026-11-26' })).toBe('November 1–26, 2026')
    expect(rangeWords({ from: '2026-11-01', to: '2026-11-01' })).toBe('November 1, 2026')
    expect(rangeWords({ from: '2026-10-28', to: '2026-11-26' })).toBe('October 28 – November 26, 2026')
    expect(rangeWords({ from: '2025-12-28', to: '2026-01-03' })).toBe('December 28, 2025 – January 3, 2026')
  })
})

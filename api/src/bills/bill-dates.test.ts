import { describe, expect, it } from 'vitest'
import { addDays, hourInNewYork, todayInNewYork } from './bill-dates.ts'

describe('todayInNewYork', () => {
  it('is still yesterday in New York just before its midnight (EST, UTC-5)', () => {
    expect(todayInNewYork(new Date('2025-01-16T04:59:59.999Z'))).toBe('2025-01-15')
    expect(todayInNewYork(new Date('2025-01-16T05:00:00.000Z'))).toBe('2025-01-16')
  })

  it('follows daylight saving time (EDT, UTC-4)', () => {
    expect(todayInNewYork(new Date('2025-07-04T03:59:59.999Z'))).toBe('2025-07-03')
    expect(todayInNewYork(new Date('2025-07-04T04:00:00.000Z'))).toBe('2025-07-04')
  })

  it('rolls the month and the year at New York midnight, not at UTC midnight', () => {
    expect(todayInNewYork(new Date('2025-03-01T04:30:00Z'))).toBe('2025-02-28')
    expect(todayInNewYork(new Date('2026-01-01T00:30:00Z'))).toBe('2025-12-31')
    expect(todayInNewYork(new Date('2026-01-01T05:00:00Z'))).toBe('2026-01-01')
  })
})

describe('addDays', () => {
  it('crosses month, leap-day and year ends', () => {
    expect(addDays('2025-02-25', 7)).toBe('2025-03-04')
    expect(addDays('2024-02-25', 7)).toBe('2024-03-03')
    expect(addDays('2025-12-28', 7)).toBe('2026-01-04')
    expect(addDays('2025-03-09', 0)).toBe('2025-03-09')
  })
})

describe('hourInNewYork', () => {
  it('reads New York clocks in winter and in summer, midnight as 0', () => {
    expect(hourInNewYork(new Date('2025-01-16T13:30:00Z'))).toBe(8)
    expect(hourInNewYork(new Date('2025-07-04T12:00:00Z'))).toBe(8)
    expect(hourInNewYork(new Date('2025-01-16T05:00:00Z'))).toBe(0)
    expect(hourInNewYork(new Date('2025-01-16T04:59:59Z'))).toBe(23)
  })
})

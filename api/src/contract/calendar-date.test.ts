import { describe, expect, it } from 'vitest'
import { isCalendarDate } from './calendar-date.ts'

describe('isCalendarDate', () => {
  it('accepts real days, including 29 February of a leap year', () => {
    for (const date of ['2025-01-31', '2024-02-29', '2000-02-29', '2025-12-01'])
      expect(isCalendarDate(date)).toBe(true)
  })

  it('refuses days that do not exist and other shapes', () => {
    const refused = [
      '2025-02-29',
      '1900-02-29',
      '2025-04-31',
      '2025-13-01',
      '2025-00-10',
      '0000-01-01',
      '2025-1-5',
    ]
    for (const date of [...refused, '2025-01-05T00:00', '05/01/2025', ''])
      expect(isCalendarDate(date)).toBe(false)
  })
})

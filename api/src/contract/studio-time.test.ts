import { describe, expect, it } from 'vitest'
import { certificateValidToDay, formatStudioTime } from './studio-time.ts'

describe('studio time', () => {
  it('writes a moment in New York time with its zone, in winter and in summer', () => {
    expect(formatStudioTime('2026-12-03T01:35:00Z')).toBe('Dec 2, 2026, 8:35 PM EST')
    expect(formatStudioTime(new Date('2026-07-04T16:05:00Z'))).toBe('Jul 4, 2026, 12:05 PM EDT')
  })

  it('names a certificate’s last day as the New York calendar day of its validTo', () => {
    expect(certificateValidToDay('2026-12-03T01:35:00Z')).toBe('Dec 2, 2026')
    expect(certificateValidToDay('2026-12-03T05:00:00Z')).toBe('Dec 3, 2026')
  })
})

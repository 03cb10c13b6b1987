import { describe, expect, it } from 'vitest'
import { formatVital, vitalInWords } from './vital-words'

describe('Core Web Vitals in words', () => {
  it('gives each figure in its own unit', () => {
    expect(formatVital('lcp', 2430)).toBe('2.4 s')
    expect(formatVital('lcp', 950)).toBe('0.9 s')
    expect(formatVital('inp', 180.4)).toBe('180 ms')
    expect(formatVital('cls', 0.051)).toBe('0.05')
    expect(formatVital('cls', 0)).toBe('0.00')
  })

  it('says the figure with Google’s word and how many page views it stands on', () => {
    expect(vitalInWords('lcp', { p75: 2430, samples: 120, rating: 'good' })).toEqual({
      value: '2.4 s',
      rating: 'good',
      word: 'Good',
      basis: 'from 120 page views',
    })
    expect(vitalInWords('inp', { p75: 350, samples: 1, rating: 'needs-improvement' })).toMatchObject({
      value: '350 ms',
      word: 'Needs improvement',
      basis: 'from 1 page view',
    })
    expect(vitalInWords('cls', { p75: 0.31, samples: 4200, rating: 'poor' })).toMatchObject({
      value: '0.31',
      word: 'Poor',
      basis: 'from 4,200 page views',
    })
  })

  it('has nothing to say when no page view sent one', () => {
    expect(vitalInWords('lcp', { p75: null, samples: 0, rating: null })).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { bucketMax, siteVitals, storedVital, vitalFigure, vitalRating } from './vitals.ts'

describe('vitalRating', () => {
  it('follows Google’s thresholds: good up to the first, poor above the second', () => {
    expect(vitalRating('lcp', 2_500)).toBe('good')
    expect(vitalRating('lcp', 2_501)).toBe('needs-improvement')
    expect(vitalRating('lcp', 4_000)).toBe('needs-improvement')
    expect(vitalRating('lcp', 4_001)).toBe('poor')
    expect(vitalRating('inp', 200)).toBe('good')
    expect(vitalRating('inp', 500)).toBe('needs-improvement')
    expect(vitalRating('inp', 510)).toBe('poor')
    expect(vitalRating('cls', storedVital('cls', 0.1))).toBe('good')
    expect(vitalRating('cls', storedVital('cls', 0.25))).toBe('needs-improvement')
    expect(vitalRating('cls', storedVital('cls', 0.26))).toBe('poor')
  })
})

describe('bucketMax', () => {
  it('puts a value in the bucket whose upper edge is the next multiple of the width', () => {
    expect(bucketMax('lcp', 0)).toBe(0)
    expect(bucketMax('lcp', 2_451)).toBe(2_500)
    expect(bucketMax('lcp', 2_500)).toBe(2_500)
    expect(bucketMax('lcp', 2_501)).toBe(2_550)
    expect(bucketMax('inp', 201)).toBe(210)
    // 0.1 is no exact binary fraction: stored as 100 thousandths, it stays on the threshold's edge.
    expect(bucketMax('cls', storedVital('cls', 0.1))).toBe(100)
  })

  it('keeps values past the ceiling in the top bucket', () => {
    expect(bucketMax('lcp', 250_000)).toBe(60_000)
    expect(bucketMax('inp', 99_999)).toBe(10_000)
  })
})

describe('vitalFigure', () => {
  it('is empty without samples', () => {
    expect(vitalFigure('lcp', [])).toEqual({ p75: null, samples: 0, rating: null })
  })

  it('takes the 75th percentile by nearest rank over the buckets', () => {
    // 4 samples: the 3rd (rank ceil(0.75 × 4)) is in the 2,500 bucket.
    const buckets = [
      { bucketMax: 1_000, samples: 2 },
      { bucketMax: 2_500, samples: 1 },
      { bucketMax: 5_000, samples: 1 },
    ]
    expect(vitalFigure('lcp', buckets)).toEqual({ p75: 2_500, samples: 4, rating: 'good' })
    // One more slow sample moves the rank (ceil(3.75) = 4) into the 5,000 bucket.
    expect(vitalFigure('lcp', [...buckets, { bucketMax: 6_000, samples: 1 }])).toEqual({
      p75: 5_000,
      samples: 5,
      rating: 'poor',
    })
  })

  it('answers CLS unitless', () => {
    expect(vitalFigure('cls', [{ bucketMax: 120, samples: 3 }])).toEqual({
      p75: 0.12,
      samples: 3,
      rating: 'needs-improvement',
    })
  })

  it('sums each metric’s buckets apart', () => {
    const vitals = siteVitals([
      { metric: 'inp', bucketMax: 80, samples: 3 },
      { metric: 'inp', bucketMax: 80, samples: 1 },
      { metric: 'lcp', bucketMax: 4_050, samples: 2 },
    ])
    expect(vitals).toEqual({
      lcp: { p75: 4_050, samples: 2, rating: 'poor' },
      inp: { p75: 80, samples: 4, rating: 'good' },
      cls: { p75: null, samples: 0, rating: null },
    })
  })
})

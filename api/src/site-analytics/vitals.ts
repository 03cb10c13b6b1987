import type { SiteVitals, VitalFigure, VitalRating } from '../contract/site-analytics.ts'

// Core Web Vitals at the 75th percentile, from fixed-bucket histograms (docs/decisions/040-site-analytics.md).
// A raw event keeps each vital in whole units (LCP and INP in ms, CLS in thousandths); the rollup counts
// them per day into buckets of a fixed width, and a range's p75 comes from the buckets summed over its
// days. Google's thresholds are bucket edges, so the rating of the bucketed p75 is the rating of the exact
// one; the p75 itself is the upper edge of its bucket (at most one bucket width above the exact value).

export type VitalMetric = keyof SiteVitals

export const vitalMetrics = ['lcp', 'inp', 'cls'] as const satisfies readonly VitalMetric[]

interface VitalScale {
  /** Bucket width, in the stored unit. */
  width: number
  /** Values above this go into the top bucket (all of them poor). */
  ceiling: number
  /** Good up to and including the first; poor above the second (stored unit). */
  thresholds: readonly [number, number]
  /** Stored unit → the wire's unit (ms, or CLS unitless). */
  toWire: number
}

export const vitalScales: Record<VitalMetric, VitalScale> = {
  lcp: { width: 50, ceiling: 60_000, thresholds: [2_500, 4_000], toWire: 1 },
  inp: { width: 10, ceiling: 10_000, thresholds: [200, 500], toWire: 1 },
  cls: { width: 10, ceiling: 5_000, thresholds: [100, 250], toWire: 0.001 },
}

/** A vital as the beacon sends it (ms, or CLS unitless) in the stored whole unit. */
export function storedVital(metric: VitalMetric, value: number): number {
  return Math.round(metric === 'cls' ? value * 1000 : value)
}

/** The upper edge of the bucket a stored value falls in: the smallest multiple of the width ≥ value. */
export function bucketMax(metric: VitalMetric, stored: number): number {
  const { width, ceiling } = vitalScales[metric]
  return Math.min(Math.ceil(stored / width), Math.ceil(ceiling / width)) * width
}

/** Google's words for a p75 in the stored unit: good ≤ first threshold, poor > second. */
export function vitalRating(metric: VitalMetric, stored: number): VitalRating {
  const [good, poor] = vitalScales[metric].thresholds
  if (stored <= good) return 'good'
  return stored <= poor ? 'needs-improvement' : 'poor'
}

/** One histogram bucket: `samples` values in (previous edge, bucketMax]. */
export interface VitalBucket {
  bucketMax: number
  samples: number
}

/**
 * The 75th percentile by nearest rank (the smallest bucket edge with at least 75% of the samples at or
 * below it), its sample count and its rating; p75 and rating null without samples.
 */
export function vitalFigure(metric: VitalMetric, buckets: readonly VitalBucket[]): VitalFigure {
  const samples = buckets.reduce((sum, bucket) => sum + bucket.samples, 0)
  if (samples === 0) return { p75: null, samples: 0, rating: null }
  const rank = Math.ceil(samples * 0.75)
  const sorted = [...buckets].sort((a, b) => a.bucketMax - b.bucketMax)
  let seen = 0
  let p75 = sorted.at(-1)!.bucketMax
  for (const bucket of sorted) {
    seen += bucket.samples
    if (seen >= rank) {
      p75 = bucket.bucketMax
      break
    }
  }
  const wire = Math.round(p75 * vitalScales[metric].toWire * 1000) / 1000
  return { p75: wire, samples, rating: vitalRating(metric, p75) }
}

/** The three vitals from buckets of every metric (rows as the repository reads them). */
export function siteVitals(rows: readonly (VitalBucket & { metric: VitalMetric })[]): SiteVitals {
  const of = (metric: VitalMetric) =>
    vitalFigure(
      metric,
      rows.filter((row) => row.metric === metric),
    )
  return { lcp: of('lcp'), inp: of('inp'), cls: of('cls') }
}

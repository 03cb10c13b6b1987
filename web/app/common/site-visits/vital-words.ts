import type { SiteVitals, VitalFigure, VitalRating } from '@studio/api/contract/site-analytics'
import { counted } from './visit-words'

// Core Web Vitals in words (docs/portal.md#visits-and-speed): each at the 75th percentile, in its unit, with
// Google's word for it. The API rates them (its thresholds: LCP 2.5 / 4 s, INP 200 / 500 ms, CLS 0.1 / 0.25).

export type VitalName = keyof SiteVitals

export const vitalNames: readonly VitalName[] = ['lcp', 'inp', 'cls']

/** What each one measures, for people who have not met the abbreviations. */
export const vitalLabels: Record<VitalName, { short: string; meaning: string }> = {
  lcp: { short: 'LCP', meaning: 'Largest Contentful Paint: how soon the main content showed.' },
  inp: { short: 'INP', meaning: 'Interaction to Next Paint: how quickly the page answered a tap or click.' },
  cls: { short: 'CLS', meaning: 'Cumulative Layout Shift: how still the page kept while it loaded.' },
}

export const ratingWords: Record<VitalRating, string> = {
  good: 'Good',
  'needs-improvement': 'Needs improvement',
  poor: 'Poor',
}

/** The 75th percentile in its unit: LCP in seconds ("2.4 s"), INP in milliseconds ("180 ms"), CLS bare ("0.05"). */
export function formatVital(name: VitalName, p75: number): string {
  if (name === 'lcp') return `${(p75 / 1000).toFixed(1)} s`
  if (name === 'inp') return `${Math.round(p75)} ms`
  return p75.toFixed(2)
}

export interface VitalInWords {
  /** "2.4 s" */
  value: string
  rating: VitalRating
  /** "Good" */
  word: string
  /** "from 120 page views" */
  basis: string
}

/** One figure in words, or null when no page view sent one (nothing to judge by). */
export function vitalInWords(name: VitalName, figure: VitalFigure): VitalInWords | null {
  if (figure.p75 === null || figure.rating === null || figure.samples === 0) return null
  return {
    value: formatVital(name, figure.p75),
    rating: figure.rating,
    word: ratingWords[figure.rating],
    basis: `from ${counted(figure.samples, 'page view')}`,
  }
}

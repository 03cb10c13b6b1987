import { endpoint } from './endpoint.ts'

// Site analytics (docs/portal.md, DESIGN "Site analytics"): the one-line snippet on a client's pages sends
// pageviews and Core Web Vitals to POST /api/v; the client and the admin read a site's figures here. Days
// are America/New_York calendar days, 'YYYY-MM-DD'.

/** Google's words for a Core Web Vital at the 75th percentile (LCP 2.5 / 4 s, INP 200 / 500 ms, CLS 0.1 / 0.25). */
export type VitalRating = 'good' | 'needs-improvement' | 'poor'

export interface VitalFigure {
  /** The 75th percentile: LCP and INP in milliseconds, CLS unitless; null with no samples. */
  p75: number | null
  samples: number
  /** Null with no samples. */
  rating: VitalRating | null
}

export interface SiteVitals {
  lcp: VitalFigure
  inp: VitalFigure
  cls: VitalFigure
}

export interface VisitsDay {
  date: string
  visitors: number
  pageviews: number
}

export interface PageVisits {
  /** The path without its query string. */
  path: string
  visitors: number
  pageviews: number
}

/** `utm_source`, else the referrer's host without `www.` when it is not the site itself, else 'Direct'. */
export interface SourceVisits {
  source: string
  visitors: number
}

export type Device = 'Phone' | 'Tablet' | 'Desktop'

export interface DeviceVisits {
  device: Device
  visitors: number
}

export interface BrowserVisits {
  /** The browser family ('Chrome', 'Safari', 'Firefox', 'Edge', … or 'Other'). */
  browser: string
  visitors: number
}

export interface CountryVisits {
  /** ISO 3166-1 alpha-2 code; 'ZZ' when the address is in no range of the table. */
  country: string
  visitors: number
}

/** A site's visits over a range of New York days (GET /api/portal/sites/:id/visits). */
export interface Visits {
  from: string
  to: string
  /** Distinct visitors in the range (a visitor is a hash that changes every New York day). */
  visitors: number
  pageviews: number
  /** Every day of the range, oldest first; a day without visits is there with zeros. */
  days: VisitsDay[]
  /** Top 10 of each, most visitors first; sources by the visitor's first page of the day. */
  pages: PageVisits[]
  sources: SourceVisits[]
  devices: DeviceVisits[]
  browsers: BrowserVisits[]
  countries: CountryVisits[]
  vitals: SiteVitals
}

/** A month's traffic in a monthly report, beside the month before. Pages and sources: the top 5. */
export interface ReportTraffic {
  visitors: number
  pageviews: number
  previous: { visitors: number; pageviews: number } | null
  pages: PageVisits[]
  sources: SourceVisits[]
}

/** `from` and `to` are optional New York days; without them, the last 30 days, today included. */
export interface VisitsQuery {
  id: number
  from?: string
  to?: string
}

export const siteVisits = endpoint<VisitsQuery, { visits: Visits }>(
  'GET',
  '/portal/sites/:id/visits',
  'signed-in',
)

/**
 * The snippet's beacon: one event, sent as text/plain by navigator.sendBeacon (no preflight), answered
 * 202 with no body whether it was kept or dropped. The event's shape: analyticsEvent in
 * site-analytics.schemas.ts.
 */
export const collectEvent = endpoint<unknown, undefined>('POST', '/v')

/** The one line the studio pastes into a client's pages (DESIGN "Site analytics"). */
export function analyticsSnippet(publicUrl: string, analyticsKey: string): string {
  return `<script defer data-site="${analyticsKey}" src="${publicUrl.replace(/\/$/, '')}/v.js"></script>`
}

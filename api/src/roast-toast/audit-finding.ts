import type { PageFacts } from './page-facts.ts'

// What the audit rules judge (one fetch of a page), what each rule finds (a roast or a toast), the
// thresholds they judge by and the wording helpers they share. Pure: no I/O.

export interface PageSnapshot {
  requestedUrl: URL
  finalUrl: URL
  status: number
  loadTimeMs: number
  /** Bytes on the wire (compressed when the server compresses). */
  transferBytes: number
  /** Bytes after decompression. */
  bodyBytes: number
  /** The body was longer than the audit reads. */
  truncated: boolean
  headers: Record<string, string>
  facts: PageFacts
}

export type Finding =
  | { verdict: 'toast'; message: string }
  /** `value` ranks fixes: the roast with the highest value names the recommendation. */
  | { verdict: 'roast'; message: string; fix: string; value: number }

export type Rule = (page: PageSnapshot) => Finding | null

export const toast = (message: string): Finding => ({ verdict: 'toast', message })
export const roast = (value: number, message: string, fix: string): Finding => ({
  verdict: 'roast',
  message,
  fix,
  value,
})

/**
 * The longest text from the audited page (an attribute, a header) that a finding quotes. Findings are
 * stored with every audit, so a page's 5 MB lang attribute must not become a 5 MB row.
 */
export const quotedPageTextMax = 40
export const quoted = (pageText: string) =>
  pageText.length > quotedPageTextMax ? `${pageText.slice(0, quotedPageTextMax - 1)}…` : pageText

export const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

export const titleLength = { min: 10, max: 60 }
export const descriptionLength = { min: 50, max: 160 }
export const slowLoadMs = 2_500
export const fastLoadMs = 1_000
export const heavyHtmlBytes = 500 * 1024
export const compressibleBytes = 1024

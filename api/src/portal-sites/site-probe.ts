import { PageFetchError } from '../roast-toast/page-fetch-error.ts'
import { fetchPage, type PageFetchOptions } from '../roast-toast/page-fetcher.ts'

/** What one check of a site found. */
export interface ProbeResult {
  /** When the check started. */
  at: Date
  /** An answer whose final status is below 400, over a trusted certificate for https. */
  ok: boolean
  statusCode: number | null
  responseMs: number | null
  /** Why the check failed, as a sentence for the client's mail; null when it did not. */
  reason: string | null
  /** The same in a few words for a status line ("HTTP 503", "no answer"); null when it did not fail. */
  failure: string | null
  certificateValidTo: Date | null
}

/** A check's time limit: a site slower than this is as good as down for its visitors. */
export const probeTimeoutMs = 10_000

/**
 * GETs the site's address the way the roast-and-toast audit fetches a page (its address policy, redirects
 * followed and checked, no cookies), within 10 seconds, reading at most 256 KB of the page.
 */
export async function probeSite(url: string, fetchOptions: PageFetchOptions): Promise<ProbeResult> {
  const at = new Date()
  try {
    const page = await fetchPage(url, { ...fetchOptions, timeoutMs: probeTimeoutMs, maxBytes: 256 * 1024 })
    const ok = page.status < 400
    return {
      at,
      ok,
      statusCode: page.status,
      responseMs: page.loadTimeMs,
      reason: ok ? null : `${page.finalUrl.host} answered with HTTP status ${page.status}.`,
      failure: ok ? null : `HTTP ${page.status}`,
      certificateValidTo: page.certificateValidTo,
    }
  } catch (error) {
    if (!(error instanceof PageFetchError)) throw error
    return {
      at,
      ok: false,
      statusCode: null,
      responseMs: null,
      reason: error.message,
      failure: error.failure,
      // An untrusted certificate fails the check, but its expiry is known and warned about all the same.
      certificateValidTo: error.certificateValidTo,
    }
  }
}

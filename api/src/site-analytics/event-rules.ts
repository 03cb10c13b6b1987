import type { Device } from '../contract/site-analytics.ts'

// What an analytics event keeps of the page it came from (docs/portal.md#site-analytics): pure rules, unit-tested
// beside them. The query string is dropped but for the three campaign tags, kept apart; the source is the
// campaign's, else the referring site's, else 'Direct'.

export const longestPath = 512
export const longestTag = 100

/** A host name without a leading 'www.', lower case: example.com and www.example.com are one site. */
export function bareHost(hostname: string): string {
  return hostname.toLowerCase().replace(/^www\./, '')
}

export interface PageFacts {
  /** bareHost of the page. */
  host: string
  /** The path alone (no query, no fragment), at most 512 characters. */
  path: string
  utmSource: string | null
  utmMedium: string | null
  utmCampaign: string | null
}

const tag = (params: URLSearchParams, name: string) => params.get(name)?.trim().slice(0, longestTag) || null

/** The facts kept of a page's address; undefined for an address that is not http(s). */
export function pageFacts(address: string): PageFacts | undefined {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return undefined
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
  return {
    host: bareHost(url.hostname),
    path: url.pathname.slice(0, longestPath) || '/',
    utmSource: tag(url.searchParams, 'utm_source'),
    utmMedium: tag(url.searchParams, 'utm_medium'),
    utmCampaign: tag(url.searchParams, 'utm_campaign'),
  }
}

/**
 * Where the visit came from: utm_source when the page's address has one; else the referrer's host without
 * 'www.' when the referrer is another site; else 'Direct' (no referrer, an unreadable one, or the site itself).
 */
export function sourceOf(utmSource: string | null, referrer: string, siteHost: string): string {
  if (utmSource) return utmSource
  let host: string
  try {
    const url = new URL(referrer)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'Direct'
    host = bareHost(url.hostname)
  } catch {
    return 'Direct'
  }
  return host && host !== siteHost ? host.slice(0, longestTag) : 'Direct'
}

/** Phone below 576 CSS pixels wide, Tablet below 992, Desktop from there. */
export function deviceOf(viewportWidth: number): Device {
  if (viewportWidth < 576) return 'Phone'
  return viewportWidth < 992 ? 'Tablet' : 'Desktop'
}

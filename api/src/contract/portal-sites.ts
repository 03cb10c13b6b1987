import type { z } from 'zod'
import { endpoint } from './endpoint.ts'
import type { createSiteBody } from './portal-sites.schemas.ts'

// Sites under care (docs/portal.md): the admin links a client's site; the worker checks it every
// MONITOR_INTERVAL_S and audits its home page weekly; the client sees its own sites. Times are ISO 8601 UTC.

export type SiteStatus = 'up' | 'down' | 'pending'

/** Failed checks in a row that confirm a site down (`Site.failuresInRow` counts toward it). */
export const failuresBeforeDown = 2

/** The site's certificate as the latest https check read it (null for http, or before an https check). */
export interface SiteCertificate {
  validTo: string
  /** Whole days from now until validTo, rounded down; negative once expired. */
  daysLeft: number
}

/** The newest weekly audit of the site's home page with the roast-and-toast rules. */
export interface SiteAuditSummary {
  at: string
  passed: number
  total: number
}

export interface Site {
  id: number
  name: string
  url: string
  /** The client's username. */
  client: string
  /** 'pending' until the first check; 'down' after two failed checks in a row; 'up' after one success. */
  status: SiteStatus
  lastCheckedAt: string | null
  responseMs: number | null
  /**
   * Why the newest check failed, in a few words ("no answer", "HTTP 503", "certificate not trusted");
   * null when it succeeded, or before any check.
   */
  lastCheckFailure: string | null
  /**
   * Failed checks in a row that count toward "down" (0 after a success): `failuresBeforeDown` (2) confirm
   * it. A failure less than 30 s after the one before, from a Check Now, does not count.
   */
  failuresInRow: number
  /** Percent of checks in the last 30 days that succeeded, 0–100 with 2 decimals; null before any check. */
  uptime30d: number | null
  certificate: SiteCertificate | null
  latestAudit: SiteAuditSummary | null
  /**
   * The key the site's analytics snippet carries (`data-site`): 12–64 URL-safe characters, random, not
   * derived from the id (analyticsSnippet in site-analytics.ts writes the line to paste).
   */
  analyticsKey: string
  /** When the newest analytics event from the site was seen (ISO 8601 UTC); null before the first. */
  lastVisitAt: string | null
}

/** One day (America/New_York) of a site's figures. */
export interface SiteDay {
  /** 'YYYY-MM-DD' */
  date: string
  /** Percent of that day's checks that succeeded, 2 decimals; null on a day without checks. */
  uptime: number | null
  checks: number
  medianMs: number | null
}

export interface SiteIncident {
  startedAt: string
  /** null while the site is still down. */
  endedAt: string | null
  reason: string
}

export interface SiteDetail {
  site: Site
  /** The last 30 days, today included, oldest first; a day without checks is there with checks 0. */
  days: SiteDay[]
  /** Newest first. */
  incidents: SiteIncident[]
}

export type CreateSiteInput = z.input<typeof createSiteBody>

export const createSite = endpoint<CreateSiteInput, { site: Site }>('POST', '/portal/sites', 'signed-in')
export const listSites = endpoint<undefined, { sites: Site[] }>('GET', '/portal/sites', 'signed-in')
/** Names the site in the path (`:id`). */
export interface SiteTarget {
  id: number
}

export const getSite = endpoint<SiteTarget, SiteDetail>('GET', '/portal/sites/:id', 'signed-in')
export const checkSite = endpoint<SiteTarget, { site: Site }>('POST', '/portal/sites/:id/check', 'signed-in')
export const deleteSite = endpoint<SiteTarget, undefined>('DELETE', '/portal/sites/:id', 'signed-in')

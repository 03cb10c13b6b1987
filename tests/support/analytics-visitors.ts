import { chromium, type Page } from 'playwright-core'
import type { Site } from '@studio/api/contract/portal-sites'
import type { Visits } from '@studio/api/contract/site-analytics'
import { chromiumFlags, chromiumPath } from './browser.ts'
import { callPortalApi } from './portal-api.ts'
import { browsers } from './site-analytics.ts'

// For the end-to-end tests of the site analytics: a site linked and its visits read through the API, and
// the visitors a real Chromium plays (a desktop, a phone, a crawler, one that asks for Global Privacy Control).

/** The admin links `url` to the client's account; answers the site with its analytics key. */
export async function linkSite(
  baseURL: string,
  adminToken: string,
  client: string,
  name: string,
  url: string,
) {
  const { site } = await callPortalApi<{ site: Site }>(baseURL, adminToken, 'POST', '/portal/sites', {
    client,
    name,
    url,
  })
  return site
}

/** The site's visits over the last 30 days (the endpoint's default range), as its owner reads them. */
export async function visitsOf(baseURL: string, token: string, siteId: number): Promise<Visits> {
  const { visits } = await callPortalApi<{ visits: Visits }>(
    baseURL,
    token,
    'GET',
    `/portal/sites/${siteId}/visits`,
  )
  return visits
}

export type Visitor = 'desktop' | 'phone' | 'crawler' | 'privacy'

const userAgents: Record<Visitor, string> = {
  desktop: browsers.chromeWindows,
  phone: browsers.safariIphone,
  crawler: browsers.googlebot,
  privacy: browsers.chromeWindows,
}

/**
 * One kind of visitor in a Chromium of its own, its page ready. The User-Agent is the browser's own
 * (--user-agent), not a context's override: Chromium sends the beacons of a page being left from the
 * browser process, with the browser's User-Agent, and headless Chromium's own names it a bot. The
 * privacy-minded visitor sends Global Privacy Control both ways a browser does (the Sec-GPC header and
 * navigator.globalPrivacyControl).
 */
export async function openVisitor(visitor: Visitor): Promise<{ page: Page; close: () => Promise<void> }> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumFlags, `--user-agent=${userAgents[visitor]}`],
  })
  const context = await browser.newContext({
    viewport: visitor === 'phone' ? { width: 360, height: 740 } : { width: 1280, height: 900 },
    ...(visitor === 'privacy' && { extraHTTPHeaders: { 'Sec-GPC': '1' } }),
  })
  if (visitor === 'privacy') {
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    )
  }
  return { page: await context.newPage(), close: () => browser.close() }
}

import { siteConfig } from './config'

/**
 * The studio's own site counts its visits the way a client's does (docs/portal.md#the-studios-own-site):
 * with STUDIO_ANALYTICS_KEY set, every page carries the one-line snippet. It is an external script on this
 * origin, which the pages' Content-Security-Policy allows ('self'); an inline one it would refuse.
 */
export function StudioAnalyticsScript({ analyticsKey = siteConfig.studioAnalyticsKey }) {
  if (!analyticsKey) return null
  return <script defer data-site={analyticsKey} src="/v.js" />
}

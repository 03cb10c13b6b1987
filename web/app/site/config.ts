import type { PublicConfig } from '@studio/api/config/env'

// The public subset of the server configuration (names, contact facts, URLs), baked into the bundle and
// the prerendered pages at build time by vite.config.ts. Every page reads business facts from here.
declare const __PUBLIC_CONFIG__: PublicConfig

export type SiteConfig = PublicConfig

export const siteConfig: SiteConfig = __PUBLIC_CONFIG__

/** Absolute URL of a path on this site, e.g. for canonical links and structured data. */
export function absoluteUrl(path: string): string {
  return `${siteConfig.publicUrl}${path}`
}

/** Links that call or email the studio. */
export const phoneHref = `tel:${siteConfig.businessPhone.replace(/[^\d+]/g, '')}`
export const emailHref = `mailto:${siteConfig.businessEmail}`

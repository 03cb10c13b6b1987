import type { PublicConfig } from '@studio/api/contract/public-config'
import type { SocialProfile } from './social-links'

// The public subset of the server configuration (names, contact facts, URLs), baked into the bundle and
// the prerendered pages at build time by vite.config.ts. Every page reads business facts from here.
declare const __PUBLIC_CONFIG__: PublicConfig
declare const __SOCIAL_PROFILES__: SocialProfile[]

export type SiteConfig = PublicConfig

export const siteConfig: SiteConfig = __PUBLIC_CONFIG__

/** The social links with the names visitors know them by, labelled at build time (social-links.ts). */
export const socialProfiles: SocialProfile[] = __SOCIAL_PROFILES__

/** Absolute URL of a path on this site, e.g. for canonical links and structured data. */
export function absoluteUrl(path: string): string {
  return `${siteConfig.publicUrl}${path}`
}

/** Links that call or email the studio. */
export const phoneHref = `tel:${siteConfig.businessPhone.replace(/[^\d+]/g, '')}`
export const emailHref = `mailto:${siteConfig.businessEmail}`

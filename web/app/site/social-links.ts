// Labels for the footer's social links, worked out at build time (vite.config.ts defines the labelled
// list, read through config.ts), so this table never reaches the browser.

const knownNetworks: [RegExp, string][] = [
  [/(^|\.)facebook\.com$/, 'Facebook'],
  [/(^|\.)instagram\.com$/, 'Instagram'],
  [/(^|\.)linkedin\.com$/, 'LinkedIn'],
  [/(^|\.)(x|twitter)\.com$/, 'X'],
  [/(^|\.)github\.com$/, 'GitHub'],
  [/(^|\.)youtube\.com$/, 'YouTube'],
  [/(^|\.)tiktok\.com$/, 'TikTok'],
  [/(^|\.)threads\.net$/, 'Threads'],
  [/(^|\.)bsky\.app$/, 'Bluesky'],
]

/** A name a visitor recognises for a social profile URL: the network's, else the site's host. */
export function socialLinkLabel(url: string): string {
  const host = new URL(url).hostname.replace(/^www\./, '')
  return knownNetworks.find(([pattern]) => pattern.test(host))?.[1] ?? host
}

export interface SocialProfile {
  url: string
  label: string
}

/** The configured social links with their labels, in the configured order. */
export function socialProfiles(urls: readonly string[]): SocialProfile[] {
  return urls.map((url) => ({ url, label: socialLinkLabel(url) }))
}

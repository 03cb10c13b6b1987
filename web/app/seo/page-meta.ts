import type { MetaDescriptor } from 'react-router'
import { absoluteUrl, siteConfig } from '#app/site/config.ts'

export type PageKind = 'WebPage' | 'AboutPage' | 'ContactPage' | 'CollectionPage' | 'WebApplication'

export interface PageMetaOptions {
  /** The page's own path, e.g. '/about'; the canonical link is PUBLIC_URL + path. */
  path: string
  /** The page title without the site name; the document title becomes 'title | site name'. */
  title: string
  description: string
  keywords?: string[]
  /** schema.org type of the page; tool pages are 'WebApplication' (with seo/free-web-application.ts). */
  kind?: PageKind
  /** Private or utility pages: tell crawlers not to index them. */
  noindex?: boolean
  /** More schema.org facts about the page, e.g. a free web application's offer. */
  pageFacts?: Record<string, unknown>
}

/**
 * Everything a page puts in <head>: title, description, keywords, canonical link, social-sharing tags,
 * robots, and one JSON-LD graph (the site, its owner and this page). Every route's `meta` returns this,
 * so prerendered HTML and client-side navigation show the same tags.
 */
export function pageMeta(options: PageMetaOptions): MetaDescriptor[] {
  const { path, title, description, keywords = [], kind = 'WebPage', noindex = false, pageFacts } = options
  const documentTitle = `${title} | ${siteConfig.siteName}`
  const canonical = absoluteUrl(path)
  return [
    { title: documentTitle },
    { name: 'description', content: description },
    ...(keywords.length > 0 ? [{ name: 'keywords', content: keywords.join(', ') }] : []),
    { name: 'robots', content: noindex ? 'noindex, follow' : 'index, follow' },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: siteConfig.siteName },
    { property: 'og:title', content: documentTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { property: 'og:locale', content: 'en_US' },
    { name: 'twitter:card', content: 'summary' },
    { name: 'twitter:title', content: documentTitle },
    { name: 'twitter:description', content: description },
    { 'script:ld+json': structuredData({ kind, canonical, name: documentTitle, description, pageFacts }) },
  ]
}

interface PageFacts {
  kind: PageKind
  canonical: string
  name: string
  description: string
  pageFacts?: Record<string, unknown>
}

function structuredData({ kind, canonical, name, description, pageFacts }: PageFacts) {
  const websiteId = absoluteUrl('/#website')
  const ownerId = absoluteUrl('/#owner')
  const page = {
    '@type': kind,
    '@id': `${canonical}#page`,
    url: canonical,
    name,
    description,
    inLanguage: 'en-US',
    isPartOf: { '@id': websiteId },
    author: { '@id': ownerId },
    ...pageFacts,
  }
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'WebSite',
        '@id': websiteId,
        url: absoluteUrl('/'),
        name: siteConfig.siteName,
        inLanguage: 'en-US',
        publisher: { '@id': ownerId },
      },
      {
        '@type': 'Person',
        '@id': ownerId,
        name: siteConfig.ownerName,
        jobTitle: 'Web Developer',
        url: siteConfig.developerSiteUrl,
        email: `mailto:${siteConfig.businessEmail}`,
        telephone: siteConfig.businessPhone,
        address: { '@type': 'PostalAddress', addressLocality: siteConfig.businessCity, addressCountry: 'US' },
        ...(siteConfig.socialLinks.length > 0 && { sameAs: siteConfig.socialLinks }),
      },
      page,
    ],
  }
}

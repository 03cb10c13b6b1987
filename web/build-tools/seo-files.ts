import type { PublicConfig } from '@studio/api/contract/public-config'
import type { SitePage } from '#app/site/site-pages.ts'

// sitemap.xml and robots.txt, written beside the prerendered pages. robots.txt follows the crawl policy
// page: crawling is welcome (with attribution), private areas and the API are off limits.

export function sitemapXml(config: PublicConfig, pages: SitePage[]): string {
  const urls = pages
    .filter((page) => page.indexable)
    .map((page) => `  <url><loc>${escapeXml(config.publicUrl + page.path)}</loc></url>`)
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

export function robotsTxt(config: PublicConfig, pages: SitePage[]): string {
  const privatePaths = pages.filter((page) => !page.indexable).map((page) => `Disallow: ${page.path}`)
  return [
    `# ${config.siteName}: crawling is allowed with attribution; see ${config.publicUrl}/crawl-policy`,
    '# Bots that do not identify themselves or credit the source may be disallowed.',
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...privatePaths,
    '',
    `Sitemap: ${config.publicUrl}/sitemap.xml`,
    '',
  ].join('\n')
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

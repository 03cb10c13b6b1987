import { describe, expect, it } from 'vitest'
import { sitePages } from '#app/site/site-pages.ts'
import { buildPublicConfig } from './public-config'
import { robotsTxt, sitemapXml } from './seo-files'

describe('robots.txt and sitemap.xml with PUBLIC_URL unset', () => {
  it('point at the port the product is served on', () => {
    const config = buildPublicConfig({ PORT: '3960' })
    expect(robotsTxt(config, sitePages)).toContain('Sitemap: http://localhost:3960/sitemap.xml')
    const sitemap = sitemapXml(config, sitePages)
    expect(sitemap).toContain('<loc>http://localhost:3960/</loc>')
    expect(sitemap).not.toContain('localhost:3000')
  })
})

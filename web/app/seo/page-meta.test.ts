import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { MetaDescriptor } from 'react-router'
import type { PublicConfig } from '@studio/api/contract/public-config'
import { toolAt } from '#app/site/tool-catalogue.ts'
import type { pageMeta as PageMeta } from './page-meta'
import type { toolPageMeta as ToolPageMeta } from './tool-page-meta'

const config = {
  publicUrl: 'https://studio.test',
  siteName: 'Test Studio',
  ownerName: 'Sam Example',
  assistantName: 'Biscuit',
  businessCity: 'Valdosta, Georgia',
  businessPhone: '(229) 555-0100',
  businessEmail: 'hi@studio.test',
  developerSiteUrl: 'https://dev.studio.test',
  socialLinks: ['https://www.instagram.com/teststudio'],
  studioAnalyticsKey: null,
} satisfies PublicConfig

let pageMeta: typeof PageMeta
let toolPageMeta: typeof ToolPageMeta

beforeAll(async () => {
  // The build defines these constants; here the test provides them before the module reads them.
  vi.stubGlobal('__PUBLIC_CONFIG__', config)
  vi.stubGlobal('__SOCIAL_PROFILES__', [])
  ;({ pageMeta } = await import('./page-meta'))
  ;({ toolPageMeta } = await import('./tool-page-meta'))
})

function find(meta: MetaDescriptor[], key: string, value: string) {
  return meta.find((tag) => (tag as Record<string, unknown>)[key] === value) as
    Record<string, unknown> | undefined
}

function graphOf(meta: MetaDescriptor[]) {
  const ld = meta.find((tag) => 'script:ld+json' in tag) as {
    'script:ld+json': { '@graph': Record<string, unknown>[] }
  }
  return ld['script:ld+json']['@graph']
}

describe('pageMeta', () => {
  it('builds title, description, keywords, canonical, social tags and robots from one call', () => {
    const meta = pageMeta({
      path: '/about',
      title: 'About',
      description: 'Who we are.',
      keywords: ['a', 'b'],
    })
    expect(meta).toContainEqual({ title: 'About | Test Studio' })
    expect(find(meta, 'name', 'description')?.content).toBe('Who we are.')
    expect(find(meta, 'name', 'keywords')?.content).toBe('a, b')
    expect(find(meta, 'rel', 'canonical')?.href).toBe('https://studio.test/about')
    expect(find(meta, 'property', 'og:title')?.content).toBe('About | Test Studio')
    expect(find(meta, 'property', 'og:url')?.content).toBe('https://studio.test/about')
    expect(find(meta, 'name', 'twitter:title')?.content).toBe('About | Test Studio')
    expect(find(meta, 'name', 'robots')?.content).toBe('index, follow')
  })

  it('leaves keywords out when there are none and marks private pages noindex', () => {
    const meta = pageMeta({ path: '/bcl', title: 'Bills', description: 'Private.', noindex: true })
    expect(find(meta, 'name', 'keywords')).toBeUndefined()
    expect(find(meta, 'name', 'robots')?.content).toBe('noindex, follow')
  })

  it('describes the site, its owner and the page in one JSON-LD graph', () => {
    const graph = graphOf(
      pageMeta({ path: '/about', title: 'About', description: 'Who.', kind: 'AboutPage' }),
    )
    expect(graph.map((node) => node['@type'])).toEqual(['WebSite', 'Person', 'AboutPage'])
    expect(graph[1]).toMatchObject({
      name: 'Sam Example',
      url: 'https://dev.studio.test',
      telephone: '(229) 555-0100',
      sameAs: ['https://www.instagram.com/teststudio'],
    })
    expect(graph[2]).toMatchObject({
      url: 'https://studio.test/about',
      isPartOf: { '@id': 'https://studio.test/#website' },
    })
    expect(graph[2]).not.toHaveProperty('offers')
  })

  it('describes a tool page from its catalogue entry, as a free web application', () => {
    const meta = toolPageMeta(toolAt('/qrcode-generator'))
    expect(meta).toContainEqual({ title: 'Free QR Code Generator with Logo | Test Studio' })
    expect(find(meta, 'name', 'description')?.content).toMatch(/^Free QR code generator for URLs/)
    expect(find(meta, 'name', 'keywords')?.content).toContain('QR code with logo')
    expect(find(meta, 'rel', 'canonical')?.href).toBe('https://studio.test/qrcode-generator')
    expect(graphOf(meta)[2]).toMatchObject({
      '@type': 'WebApplication',
      url: 'https://studio.test/qrcode-generator',
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
      isAccessibleForFree: true,
    })
  })

  it("titles a tool page with the tool's name when the catalogue gives no other title", () => {
    expect(toolPageMeta(toolAt('/image-converter'))).toContainEqual({
      title: 'Image Converter | Test Studio',
    })
  })
})

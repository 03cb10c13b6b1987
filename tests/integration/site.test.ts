import { existsSync, readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import path from 'node:path'
import { gunzipSync, brotliDecompressSync, gzipSync } from 'node:zlib'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveSite } from '@studio/api/site/static-site'
import { sitePages } from '@studio/web/site/site-pages'
import { spaPageAddresses, unknownDashboardAddresses } from '../support/spa-pages.ts'

// The built site as the server sends it: run `npm run build` first (this test never builds).
const buildDir = path.resolve(import.meta.dirname, '../../web/build/client')
if (!existsSync(path.join(buildDir, 'index.html'))) {
  throw new Error(`No site build at ${buildDir}. Run \`npm run build\` before the integration tests.`)
}

let server: Server
let baseUrl: string

beforeAll(async () => {
  const app = express()
  app.use(serveSite(buildDir))
  server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

/** The SEO facts of a page as a crawler with no JavaScript sees them. */
function headFacts(html: string) {
  const attribute = (pattern: RegExp) => html.match(pattern)?.[1]
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => m[1]!,
  )
  return {
    title: attribute(/<title>([^<]*)<\/title>/),
    description: attribute(/<meta name="description" content="([^"]*)"/),
    canonical: attribute(/<link rel="canonical" href="([^"]*)"/),
    ogTitle: attribute(/<meta property="og:title" content="([^"]*)"/),
    robots: attribute(/<meta name="robots" content="([^"]*)"/),
    jsonLd,
  }
}

describe('serveSite', () => {
  it.each(sitePages.map((page) => page.path))(
    'prerenders %s with its own title, description, canonical and JSON-LD',
    async (pagePath) => {
      const response = await fetch(baseUrl + pagePath)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toContain('text/html')
      expect(response.headers.get('cache-control')).toBe('no-cache')
      const facts = headFacts(await response.text())
      expect(facts.title).toMatch(/ \| /)
      expect(facts.description?.length).toBeGreaterThan(20)
      expect(new URL(facts.canonical!).pathname).toBe(pagePath)
      expect(facts.ogTitle).toBe(facts.title)
      expect(facts.jsonLd).toHaveLength(1)
      const graph = JSON.parse(facts.jsonLd[0]!)['@graph'] as { '@type': string }[]
      expect(graph.map((node) => node['@type']).slice(0, 2)).toEqual(['WebSite', 'Person'])
    },
  )

  it('gives every public page a different title and description', async () => {
    const pages = await Promise.all(
      sitePages.map(async (page) => headFacts(await (await fetch(baseUrl + page.path)).text())),
    )
    expect(new Set(pages.map((page) => page.title)).size).toBe(pages.length)
    expect(new Set(pages.map((page) => page.description)).size).toBe(pages.length)
  })

  it('marks private pages noindex and public ones index', async () => {
    for (const page of sitePages) {
      const facts = headFacts(await (await fetch(baseUrl + page.path)).text())
      expect(facts.robots, page.path).toBe(page.indexable ? 'index, follow' : 'noindex, follow')
    }
  })

  it('describes tool pages as a free WebApplication', async () => {
    const facts = headFacts(await (await fetch(`${baseUrl}/profit-margin-calculator`)).text())
    const graph = JSON.parse(facts.jsonLd[0]!)['@graph'] as Record<string, unknown>[]
    expect(graph[2]).toMatchObject({
      '@type': 'WebApplication',
      offers: { price: '0', priceCurrency: 'USD' },
    })
  })

  it('serves a page with a trailing slash too', async () => {
    const response = await fetch(`${baseUrl}/about/`)
    expect(response.status).toBe(200)
    expect(headFacts(await response.text()).canonical).toMatch(/\/about$/)
  })

  it('answers an unknown path with 404, the home content, noindex and a canonical link to /', async () => {
    for (const unknown of ['/no-such-page', '/deeply/nested/nothing', '/404', '/assets/missing.js']) {
      const response = await fetch(baseUrl + unknown)
      expect(response.status, unknown).toBe(404)
      const html = await response.text()
      const facts = headFacts(html)
      expect(facts.robots).toMatch(/^noindex/)
      expect(new URL(facts.canonical!).pathname).toBe('/')
      expect(html).toContain('A website that works while you do')
    }
  })

  it('answers each care plan page with the SPA fallback and 200, any id; unknown ones under it with 404', async () => {
    const fallback = await readFile(path.join(buildDir, '__spa-fallback.html'), 'utf8')
    expect(spaPageAddresses).toContain('/dashboard/requests/7')
    for (const address of spaPageAddresses) {
      const response = await fetch(baseUrl + address)
      expect(response.status, address).toBe(200)
      expect(response.headers.get('cache-control'), address).toBe('no-cache')
      expect(await response.text(), address).toBe(fallback)
    }
    for (const unknown of unknownDashboardAddresses) {
      expect((await fetch(baseUrl + unknown)).status, unknown).toBe(404)
    }
  })

  it('answers HEAD like GET without a body', async () => {
    const response = await fetch(`${baseUrl}/nothing-here`, { method: 'HEAD' })
    expect(response.status).toBe(404)
    expect(await response.text()).toBe('')
  })

  it('leaves /api paths and other methods to the API', async () => {
    const app = express()
    app.use(serveSite(buildDir))
    app.use((req, res) => res.status(418).json({ error: `${req.method} ${req.path} reached the API` }))
    const apiServer = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => apiServer.once('listening', resolve))
    const apiBase = `http://127.0.0.1:${(apiServer.address() as AddressInfo).port}`
    try {
      expect((await fetch(`${apiBase}/api/health`)).status).toBe(418)
      expect((await fetch(`${apiBase}/contact`, { method: 'POST' })).status).toBe(418)
    } finally {
      await new Promise((resolve) => apiServer.close(resolve))
    }
  })

  it('caches hashed assets forever and negotiates brotli, gzip or none', async () => {
    const home = await (await fetch(baseUrl)).text()
    const script = home.match(/\/assets\/framework-[\w-]+\.js/)?.[0]
    expect(script).toBeDefined()
    const plain = await fetch(baseUrl + script, { headers: { 'Accept-Encoding': 'identity' } })
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(plain.headers.get('vary')).toBe('Accept-Encoding')
    expect(plain.headers.get('content-encoding')).toBeNull()
    const original = Buffer.from(await plain.arrayBuffer())

    // Node's fetch would decode for us; a raw request shows what went over the wire.
    for (const [accept, expected, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['br;q=0, gzip', 'gzip', gunzipSync],
    ] as const) {
      const response = await rawGet(script!, accept)
      expect(response.encoding, accept).toBe(expected)
      expect(response.body.length).toBeLessThan(original.length)
      expect(decode(response.body).equals(original)).toBe(true)
    }
  })

  it('serves sitemap.xml with the indexable pages and robots.txt pointing at it', async () => {
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text()
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
    expect(locations).toEqual(sitePages.filter((page) => page.indexable).map((page) => page.path))
    const robots = await (await fetch(`${baseUrl}/robots.txt`)).text()
    expect(robots).toMatch(/^Sitemap: .+\/sitemap\.xml$/m)
    expect(robots).toMatch(/^Disallow: \/dashboard$/m)
    expect(robots).toMatch(/^Allow: \/$/m)
  })
})

// The analytics snippet clients paste, and its vitals module (docs/portal.md#site-analytics); nginx's
// headers for them are tested in compose.test.ts.
describe('the analytics snippet in the built site', () => {
  it('is at most 1,024 bytes under gzip -9', () => {
    const built = readFileSync(path.join(buildDir, 'v.js'))
    expect(gzipSync(built, { level: 9 }).length).toBeLessThanOrEqual(1_024)
  })

  it.each(['/v.js', '/v-vitals.js'])('%s is loadable by other sites and cached an hour', async (file) => {
    const response = await fetch(baseUrl + file, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600')
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(await response.text()).toBe(readFileSync(path.join(buildDir, file.slice(1)), 'utf8'))
  })

  it('leaves the site’s own scripts same-origin', async () => {
    const response = await fetch(`${baseUrl}/sw-register.js`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cross-origin-resource-policy')).toBeNull()
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
  })
})

async function rawGet(urlPath: string, acceptEncoding: string) {
  const { request } = await import('node:http')
  return new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
    request(baseUrl + urlPath, { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }),
      )
      response.on('error', reject)
    })
      .on('error', reject)
      .end()
  })
}

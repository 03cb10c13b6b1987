import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { analyticsSnippet } from '@studio/api/contract/site-analytics'

// A client's site on loopback whose pages carry the studio's analytics snippet (docs/portal.md#visits-and-speed):
// a home page, a menu page, and a small single-page app whose "Next page" button moves by history.pushState.
// Each page sets a cookie of the site's own, which the analytics must never pick up.

export const fixtureCookie = { name: 'bakery_session', value: 'fixture-cookie-7c41e0' }

const pages: Record<string, { title: string; body: string }> = {
  '/': {
    title: 'Main Street Bakery',
    body: '<h1>Main Street Bakery</h1><p>Fresh bread every morning.</p><a href="/menu">Our menu</a>',
  },
  '/menu': {
    title: 'Menu',
    body: '<h1>Menu</h1><p>Sourdough, rye and peach hand pies.</p><a href="/">Home</a>',
  },
  '/app': {
    title: 'Order online',
    body:
      '<h1 id="step">Order online</h1><button id="next" type="button">Next page</button>' +
      "<script>document.getElementById('next').addEventListener('click', () => {" +
      "history.pushState({}, '', '/app/next'); document.getElementById('step').textContent = 'Your basket' })</script>",
  },
}

/**
 * Serves the pages with the snippet the Clients page gives for `key` (set it once the studio has linked
 * the site), loading /v.js from the studio's app at `studioUrl`.
 */
export async function serveAnalyticsFixtureSite(studioUrl: string) {
  const site = { url: '', key: '', close: async () => undefined as void }
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://fixture').pathname
    const page = pages[path]
    if (!page) return void response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found')
    response.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Set-Cookie': `${fixtureCookie.name}=${fixtureCookie.value}; Path=/; SameSite=Lax`,
    })
    response.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${page.title}</title>` +
        `${analyticsSnippet(studioUrl, site.key)}</head>` +
        `<body>${page.body}</body></html>`,
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  site.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  site.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  return site
}

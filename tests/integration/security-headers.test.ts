import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { permissionsPolicy } from '@studio/api/platform/http/security-headers'
import { startTestServer, type TestServer } from '../support/test-server.ts'

// The headers a browser enforces, on API replies and on the prerendered pages the API serves.
describe('security headers', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
    if (!server.deps.siteDir) throw new Error('The site is not built: run `npm run build` first.')
  })
  afterAll(() => server.stop())

  it('gives API replies a deny-all CSP, nosniff and no framing', async () => {
    const reply = await fetch(`${server.url}/api/health`)
    expect(reply.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(reply.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('allows each page exactly its own inline scripts by hash, never unsafe-inline', async () => {
    for (const path of ['/', '/about', '/qrcode-generator', '/login', '/no-such-page']) {
      const reply = await fetch(`${server.url}${path}`)
      const html = await reply.text()
      const policy = reply.headers.get('content-security-policy') ?? ''
      const scriptSources =
        policy.split(';').find((directive) => directive.trim().startsWith('script-src ')) ?? ''
      expect(scriptSources, path).not.toContain("'unsafe-inline'")
      expect(scriptSources, path).not.toContain("'unsafe-eval'")
      expect(policy, path).toContain("frame-ancestors 'none'")
      expect(policy, path).toContain("object-src 'none'")
      const inlineScripts = [
        ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
      ]
      expect(inlineScripts.length, path).toBeGreaterThan(0)
      for (const [, text = ''] of inlineScripts) {
        const hash = `'sha256-${createHash('sha256').update(text).digest('base64')}'`
        expect(scriptSources, `${path} allows its inline script`).toContain(hash)
      }
      expect(reply.headers.get('x-content-type-options')).toBe('nosniff')
      expect(reply.headers.get('x-frame-options')).toBe('DENY')
    }
  })

  it('sends the Permissions-Policy on every page and API reply, errors included', async () => {
    expect(permissionsPolicy).toContain('camera=()')
    expect(permissionsPolicy).toContain('microphone=()')
    expect(permissionsPolicy).toContain('geolocation=(self)')
    expect(permissionsPolicy).toContain('payment=()')
    const replies = [
      await fetch(`${server.url}/`),
      await fetch(`${server.url}/weather`),
      await fetch(`${server.url}/no-such-page`),
      await fetch(`${server.url}/api/health`),
      await fetch(`${server.url}/api/no-such-call`),
      await fetch(`${server.url}/api/weather?lat=north`),
    ]
    for (const reply of replies)
      expect(reply.headers.get('permissions-policy'), reply.url).toBe(permissionsPolicy)
  })

  it('sends the token pages (reset, sign-in link) with no referrer, other pages with the origin only across sites', async () => {
    for (const page of ['/reset-password', '/login']) {
      for (const path of [page, `${page}/`, `${page}?token=abc`]) {
        const reply = await fetch(`${server.url}${path}`)
        expect(reply.status, path).toBe(200)
        expect(reply.headers.get('referrer-policy'), path).toBe('no-referrer')
      }
    }
    const about = await fetch(`${server.url}/about`)
    expect(about.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })

  it('sends HSTS only when the request came over TLS', async () => {
    const plain = await fetch(`${server.url}/about`)
    expect(plain.headers.get('strict-transport-security')).toBeNull()
    // By default no proxy is trusted: a client saying X-Forwarded-Proto: https is not believed.
    const claimed = await fetch(`${server.url}/about`, { headers: { 'X-Forwarded-Proto': 'https' } })
    expect(claimed.headers.get('strict-transport-security')).toBeNull()
    // Behind a proxy TRUST_PROXY names (nginx, a TLS terminator; here this test on loopback), it is.
    const proxied = await startTestServer({ env: { TRUST_PROXY: '127.0.0.1, ::1' } })
    try {
      for (const path of ['/about', '/api/health']) {
        const behindTls = await fetch(`${proxied.url}${path}`, { headers: { 'X-Forwarded-Proto': 'https' } })
        expect(behindTls.headers.get('strict-transport-security'), path).toMatch(/max-age=31536000/)
      }
    } finally {
      await proxied.stop()
    }
  })
})

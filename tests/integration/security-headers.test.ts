import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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

  it('sends HSTS only when the request came over TLS', async () => {
    const plain = await fetch(`${server.url}/about`)
    expect(plain.headers.get('strict-transport-security')).toBeNull()
    // The app trusts X-Forwarded-Proto from a local proxy (nginx, a TLS terminator).
    for (const path of ['/about', '/api/health']) {
      const behindTls = await fetch(`${server.url}${path}`, { headers: { 'X-Forwarded-Proto': 'https' } })
      expect(behindTls.headers.get('strict-transport-security'), path).toMatch(/max-age=31536000/)
    }
  })
})

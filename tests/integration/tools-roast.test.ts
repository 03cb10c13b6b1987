import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPages, type TestPages } from '../support/fake-upstreams.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { callJson } from '../support/tool-calls.ts'

type RoastReply = {
  roast?: string[]
  toast?: string[]
  loadTime?: number
  recommendation?: string
  error?: string
}
const roastToast = (server: TestServer, body: unknown) =>
  callJson<RoastReply>(server.url, '/api/tools/roast_toast', body)

describe('roast and toast of pages on this machine (private networks allowed, as in tests)', () => {
  let pages: TestPages
  let server: TestServer
  beforeAll(async () => {
    pages = await startTestPages()
    server = await startTestServer({ queue: 'redis', env: { AUDIT_ALLOW_PRIVATE_NETWORKS: '1' } })
  })
  afterAll(async () => {
    await server.stop()
    await pages.close()
  })

  it('toasts a well-made page, roasts only what it lacks, and stores the audit', async () => {
    const url = `${pages.url}/good`
    const { status, body } = await roastToast(server, { url })
    expect(status).toBe(200)
    expect(body.roast).toEqual([expect.stringMatching(/^No HTTPS/)])
    const toasts = body.toast?.join('\n')
    expect(toasts).toMatch(/Compressed with gzip/)
    expect(toasts).toMatch(/caching headers/)
    expect(toasts).toMatch(/Exactly one h1/)
    expect(toasts).toMatch(/structured data/)
    expect(body.recommendation).toMatch(/^Most valuable fix: Serve the site over HTTPS/)
    expect(body.loadTime).toBeTypeOf('number')
    expect(pages.userAgents.at(-1)).toMatch(/^Mozilla\/5\.0 .* Chrome\/[\d.]+ Safari/)

    const { rows } = await server.deps.db.query(
      'SELECT url, roast, toast, load_time, recommendation FROM roast_audits',
    )
    expect(rows).toEqual([
      {
        url,
        roast: body.roast,
        toast: body.toast,
        load_time: body.loadTime,
        recommendation: body.recommendation,
      },
    ])
  })

  it('roasts a careless page for each problem one fetch shows', async () => {
    const { status, body } = await roastToast(server, { url: `${pages.url}/poor` })
    expect(status).toBe(200)
    const roasts = body.roast?.join('\n')
    for (const problem of [
      /without compression/,
      /No caching/,
      /No page title/,
      /No meta description/,
      /No viewport/,
      /No lang/,
      /2 h1 headings/,
      /2 of 2 images/,
      /1 script in the head/,
      /No canonical/,
      /Open Graph/,
      /No structured data/,
    ]) {
      expect(roasts).toMatch(problem)
    }
  })

  it('follows redirects and audits where they lead', async () => {
    const { status, body } = await roastToast(server, { url: `${pages.url}/redirect?to=/good` })
    expect(status).toBe(200)
    expect(body.toast?.join('\n')).toMatch(/Compressed with gzip/)
  })

  it('gives up after 5 redirects with a sentence', async () => {
    const { status, body } = await roastToast(server, { url: `${pages.url}/loop` })
    expect(status).toBe(502)
    expect(body.error).toBe(`${new URL(pages.url).host} redirected more than 5 times, so we gave up.`)
  })

  it('reads at most 5 MB and says the page is too heavy', async () => {
    const { status, body } = await roastToast(server, { url: `${pages.url}/huge` })
    expect(status).toBe(200)
    expect(body.roast?.join('\n')).toMatch(/over 5 MB/)
  })

  it('roasts an error status', async () => {
    const { status, body } = await roastToast(server, { url: `${pages.url}/missing` })
    expect(status).toBe(200)
    expect(body.roast?.slice(0, 2)).toEqual([
      expect.stringMatching(/^No HTTPS/),
      expect.stringMatching(/answered 404/),
    ])
  })

  it('answers 502 with a sentence when nothing listens there', async () => {
    const closed = await startTestPages()
    await closed.close()
    const { status, body } = await roastToast(server, { url: `${closed.url}/` })
    expect(status).toBe(502)
    expect(body.error).toBe(`We couldn't load ${new URL(closed.url).host}: the connection was refused.`)
  })

  it.each([
    [{}, 'Please enter a URL to roast & toast.'],
    [{ url: '' }, 'Please enter a URL to roast & toast.'],
    [{ url: '   ' }, 'Please enter a URL to roast & toast.'],
    [{ url: 5 }, 'Please enter a URL to roast & toast.'],
    [{ url: 'ftp://example.com/file' }, 'Only http:// and https:// addresses can be roasted.'],
    [{ url: 'javascript:alert(1)' }, 'Only http:// and https:// addresses can be roasted.'],
    [
      { url: 'https://exa mple.com' },
      'That doesn’t look like a web address. Try something like https://example.com.',
    ],
    [{ url: '&' }, 'That doesn’t look like a web address. Try something like https://example.com.'],
    [
      { url: 'https://-bad-.example' },
      'That doesn’t look like a web address. Try something like https://example.com.',
    ],
    [{ url: 'https://user:secret@example.com/' }, 'Leave the username and password out of the address.'],
  ])('answers %j with 400 and a sentence', async (input, error) => {
    const { status, body } = await roastToast(server, input)
    expect({ status, error: body.error }).toEqual({ status: 400, error })
  })
})

describe('roast and toast refuses addresses inside our network (the default)', () => {
  let pages: TestPages
  let server: TestServer
  beforeAll(async () => {
    pages = await startTestPages()
    server = await startTestServer({ queue: 'redis' })
  })
  afterAll(async () => {
    await server.stop()
    await pages.close()
  })

  it.each([
    ['loopback', (port: string) => `http://127.0.0.1:${port}/good`, '127.0.0.1'],
    ['a name resolving to loopback', (port: string) => `http://localhost:${port}/good`, 'localhost'],
    ['IPv6 loopback', (port: string) => `http://[::1]:${port}/good`, '::1'],
    ['IPv4-mapped loopback', () => 'http://[::ffff:127.0.0.1]/', '::ffff:7f00:1'],
    ['loopback written as a number', () => 'http://2130706433/', '127.0.0.1'],
    ['loopback written in hex', () => 'http://0x7f.0.0.1/', '127.0.0.1'],
    ['a private network', () => 'http://10.0.0.5/admin', '10.0.0.5'],
    ['a home router', () => 'http://192.168.1.1/', '192.168.1.1'],
    ['cloud metadata', () => 'http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
    ['IPv6 cloud metadata', () => 'http://[fd00:ec2::254]/', 'fd00:ec2::254'],
    ['carrier-grade NAT', () => 'http://100.64.0.1/', '100.64.0.1'],
    ['multicast', () => 'http://224.0.0.1/', '224.0.0.1'],
    ['the unspecified address', () => 'http://0.0.0.0/', '0.0.0.0'],
  ])('refuses %s with a sentence and never connects', async (_what, makeUrl, host) => {
    const port = new URL(pages.url).port
    const before = pages.userAgents.length
    const { status, body } = await roastToast(server, { url: makeUrl(port) })
    expect(status).toBe(400)
    expect(body.error).toMatch(
      new RegExp(`^We only roast public websites: ${escape(host)} points to a .* address`),
    )
    expect(pages.userAgents.length).toBe(before)
  })

  it('stores no audit for a refused address', async () => {
    const { rows } = await server.deps.db.query('SELECT count(*)::int AS count FROM roast_audits')
    expect(rows[0]).toEqual({ count: 0 })
  })
})

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

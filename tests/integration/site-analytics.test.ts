import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSite, createUser } from '../support/factories.ts'
import { callAs, type PortalCaller } from '../support/portal.ts'
import { analyticsKeyOf, beacon, browsers, storedEvents } from '../support/site-analytics.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { waitFor } from '../support/wait-for.ts'

// POST /api/v over real PostgreSQL and Redis (rate limits): what is kept of an event, every answer the
// beacon gets, and every rule that drops an event with the same 202. Addresses come as X-Forwarded-For
// from loopback, which TRUST_PROXY=loopback trusts; RATE_LIMIT_MAX is the beacon's own limit, 120.

let server: TestServer
let client: PortalCaller
let siteId: number
let key: string

const pageview = (overrides: Record<string, unknown> = {}) => ({
  k: key,
  n: 'pageview',
  u: 'https://www.bakery.example/menu?utm_source=newsletter&utm_medium=email&utm_campaign=spring&table=4',
  r: 'https://www.google.com/',
  w: 390,
  ...overrides,
})

async function eventsNow() {
  await server.deps.siteEvents.flush()
  return storedEvents(server.deps.db, siteId)
}

beforeAll(async () => {
  server = await startTestServer({ queue: 'redis', env: { TRUST_PROXY: 'loopback', RATE_LIMIT_MAX: '120' } })
  client = await createUser(server.deps)
  siteId = await createSite(server.deps.db, client.id, { name: 'Bakery', url: 'https://bakery.example/' })
  key = await analyticsKeyOf(server.deps.db, siteId)
})

afterAll(async () => {
  await server?.stop()
})

describe('POST /api/v', () => {
  it('answers 202 with no body and keeps the page, campaign, source, device, browser and country', async () => {
    const sent = await beacon(server, pageview(), { address: '1.0.1.7', userAgent: browsers.safariIphone })
    expect(sent).toMatchObject({ status: 202, text: '' })
    expect(sent.headers.get('access-control-allow-origin')).toBe('*')
    // Else the client site's page logs ERR_BLOCKED_BY_RESPONSE for every beacon.
    expect(sent.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
    const [event] = await eventsNow()
    expect(event).toMatchObject({
      kind: 'pageview',
      path: '/menu',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
      source: 'newsletter',
      device: 'Phone',
      browser: 'Safari',
      os: 'iOS',
      country: 'CN',
      lcp_ms: null,
    })
    const { body } = await callAs(server, client).get('/api/portal/sites').expect(200)
    expect(Date.parse(body.sites[0].lastVisitAt)).toBe((event!.at as Date).getTime())
  })

  it('writes the events of the last second without being asked', async () => {
    await server.deps.siteEvents.flush()
    const before = (await storedEvents(server.deps.db, siteId)).length
    expect((await beacon(server, pageview({ u: 'https://bakery.example/hours' }))).status).toBe(202)
    await waitFor('the buffered event in the table', async () => {
      return (await storedEvents(server.deps.db, siteId)).length === before + 1
    })
  })

  it('takes text/plain, JSON and a body without a type; keeps the vitals in whole units', async () => {
    const vitals = {
      n: 'vitals',
      u: 'https://bakery.example/',
      r: '',
      w: 1280,
      lcp: 2412.6,
      inp: 96,
      cls: 0.1042,
    }
    for (const contentType of ['text/plain;charset=UTF-8', 'application/json', '']) {
      expect((await beacon(server, pageview(vitals), { contentType })).status).toBe(202)
    }
    const stored = (await eventsNow()).filter((event) => event.kind === 'vitals')
    expect(stored).toHaveLength(3)
    expect(stored[0]).toMatchObject({
      path: '/',
      source: 'Direct',
      device: 'Desktop',
      browser: 'Firefox',
      os: 'Linux',
      lcp_ms: 2413,
      inp_ms: 96,
      cls_thousandths: 104,
    })
  })

  it('answers a preflight for a JSON post from any origin', async () => {
    const response = await fetch(`${server.url}/api/v`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://bakery.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-headers')).toBe('Content-Type')
    expect(response.headers.get('access-control-allow-credentials')).toBeNull()
  })

  it('refuses more than 4 KB with 413, and what is not an event with 400 and a sentence', async () => {
    const before = (await eventsNow()).length
    const padded = JSON.stringify(pageview({ r: `https://example.com/${'x'.repeat(2000)}` }))
    expect(Buffer.byteLength(padded)).toBeLessThan(4096)
    expect((await beacon(server, padded)).status).toBe(202)
    const oversized = await beacon(server, JSON.stringify(pageview({ pad: 'x'.repeat(4100) })))
    expect(oversized.status).toBe(413)
    expect(JSON.parse(oversized.text)).toMatchObject({ error: 'The request body is too large.' })

    const refusals: [string, string][] = [
      ['', 'The request body must be an analytics event in JSON.'],
      ['{"k": "abc"', 'The request body is not valid JSON.'],
      ['[1, 2]', 'The request body is not an analytics event.'],
      [JSON.stringify(pageview({ k: undefined })), 'The request body is not an analytics event.'],
      [JSON.stringify(pageview({ n: 'click' })), 'The request body is not an analytics event.'],
      [JSON.stringify(pageview({ w: 'wide' })), 'The request body is not an analytics event.'],
      [JSON.stringify(pageview({ n: 'vitals' })), 'The request body is not an analytics event.'],
    ]
    for (const [body, error] of refusals) {
      const answer = await beacon(server, body)
      expect({ body, status: answer.status, error: JSON.parse(answer.text).error }).toEqual({
        body,
        status: 400,
        error,
      })
    }
    expect((await eventsNow()).length).toBe(before + 1)
  })

  it('drops, with the same 202, unknown keys, other hosts’ pages and crawlers; www. is the same host', async () => {
    const before = (await eventsNow()).length
    const dropped = [
      beacon(server, pageview({ k: 'no-such-key-000000' })),
      beacon(server, pageview({ u: 'https://evil.example/menu' })),
      beacon(server, pageview({ u: 'https://shop.bakery.example/' })),
      beacon(server, pageview(), { userAgent: browsers.googlebot }),
      beacon(server, pageview(), { userAgent: 'curl/8.5.0' }),
      beacon(server, pageview(), { userAgent: '' }),
    ]
    for (const answer of await Promise.all(dropped)) expect(answer).toMatchObject({ status: 202, text: '' })
    expect((await eventsNow()).length).toBe(before)

    await beacon(server, pageview({ u: 'http://www.bakery.example/' }))
    await beacon(server, pageview({ u: 'https://bakery.example/' }))
    expect((await eventsNow()).length).toBe(before + 2)
  })

  it('drops events past 120 a minute from one address, and counts another address’s', async () => {
    const before = (await eventsNow()).length
    const flood = Array.from({ length: 130 }, () => beacon(server, pageview(), { address: '1.0.1.200' }))
    for (const answer of await Promise.all(flood)) expect(answer.status).toBe(202)
    expect((await beacon(server, pageview(), { address: '1.0.1.201' })).status).toBe(202)
    expect((await eventsNow()).length).toBe(before + 121)
  })

  it('counts a site linked a moment ago from its first event', async () => {
    const newSite = await createSite(server.deps.db, client.id, { url: 'https://florist.example/' })
    const newKey = await analyticsKeyOf(server.deps.db, newSite)
    await new Promise((resolve) => setTimeout(resolve, 1_100)) // past the key cache's reread interval
    expect((await beacon(server, pageview({ k: newKey, u: 'https://florist.example/' }))).status).toBe(202)
    await server.deps.siteEvents.flush()
    expect(await storedEvents(server.deps.db, newSite)).toHaveLength(1)
  })
})

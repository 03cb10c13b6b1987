import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSite, createUser } from '../support/factories.ts'
import { callAs } from '../support/portal.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { waitFor } from '../support/wait-for.ts'

// Every public endpoint that spends work, with RATE_LIMIT_MAX=3 so each limit is reached in a few calls.
// Invalid input is answered cheaply and still counts: a flood of bad requests is a flood all the same.
const limitedEndpoints = [
  {
    path: '/api/tools/ask',
    body: {},
    error: 'You have asked many questions in a short while. Please wait a few minutes and ask again.',
  },
  {
    path: '/api/tools/roast_toast',
    body: {},
    error: 'You have run many site audits in a short while. Please wait a while before the next one.',
  },
  {
    path: '/api/tools/business_name',
    body: {},
    error: 'You have asked for many ideas in a short while. Please wait a few minutes and try again.',
  },
  {
    path: '/api/tools/tagline_generator',
    body: {},
    error: 'You have asked for many ideas in a short while. Please wait a few minutes and try again.',
  },
  {
    path: '/api/weather',
    error: 'Too many weather requests from here. Please wait a few minutes and try again.',
  },
  {
    path: '/api/dashboard/visitors.php',
    body: {},
    error: 'Too many visits recorded from here. Please try again later.',
  },
  {
    path: '/api/auth/reset_password.php',
    body: { token: 'made-up-token', password: 'long-enough-password' },
    error: 'Too many password reset attempts. Please wait a few minutes and try again.',
  },
  {
    path: '/api/auth/sign_in_with_link.php',
    body: { token: 'made-up-token' },
    error: 'Too many sign-in link attempts. Please wait a few minutes and try again.',
  },
  {
    path: '/api/auth/forgot_password.php',
    body: { email: 'someone@example.test' },
    error: 'Too many requests for account emails. Please wait a few minutes and try again.',
  },
  {
    path: '/api/contact/send_contact.php',
    body: {},
    error: 'You have sent several messages in a short while. Please wait a few minutes before sending more.',
  },
] as const

type Endpoint = (typeof limitedEndpoints)[number]

function call(baseUrl: string, endpoint: Endpoint, headers: Record<string, string> = {}) {
  const test =
    'body' in endpoint
      ? request(baseUrl).post(endpoint.path).send(endpoint.body)
      : request(baseUrl).get(endpoint.path)
  return test.set(headers)
}

describe.each(['redis', 'in-process'] as const)('rate limits with the %s store', (queue) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ queue, env: { RATE_LIMIT_MAX: '3' } })
    // A count made while the connection is still coming up goes to memory; these tests are about Redis's.
    if (queue === 'redis')
      await waitFor('the API to connect to Redis', () => server.deps.redis?.status === 'ready')
  })
  afterAll(() => server.stop())

  it.each(limitedEndpoints)(
    '$path answers 429 with a sentence and Retry-After past its limit',
    async (endpoint) => {
      for (let attempt = 1; attempt <= 3; attempt++) {
        const reply = await call(server.url, endpoint)
        expect(reply.status, `attempt ${attempt}`).not.toBe(429)
        expect(reply.status, `attempt ${attempt}`).toBeLessThan(500)
      }
      const refused = await call(server.url, endpoint)
      expect(refused.status).toBe(429)
      expect(refused.body).toEqual({ error: endpoint.error, requestId: expect.any(String) })
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    },
  )
})

const visits: Endpoint = limitedEndpoints.find((endpoint) => endpoint.path === '/api/dashboard/visitors.php')!

async function statusesFrom(server: TestServer, forwardedFor: string[]) {
  const statuses: number[] = []
  for (const address of forwardedFor)
    statuses.push((await call(server.url, visits, { 'X-Forwarded-For': address })).status)
  return statuses
}

describe('the client address a limit counts', () => {
  it('ignores X-Forwarded-For from a direct client by default: rotating it does not dodge a limit', async () => {
    const server = await startTestServer({ env: { RATE_LIMIT_MAX: '3' } })
    try {
      expect(
        await statusesFrom(server, ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4']),
      ).toEqual([204, 204, 204, 429])
    } finally {
      await server.stop()
    }
  })

  it('counts each forwarded client apart when TRUST_PROXY names the proxy (here: this test, on loopback)', async () => {
    const server = await startTestServer({ env: { RATE_LIMIT_MAX: '3', TRUST_PROXY: '127.0.0.1, ::1' } })
    try {
      const first = '203.0.113.10'
      const second = '198.51.100.20'
      expect(await statusesFrom(server, [first, first, first, first])).toEqual([204, 204, 204, 429])
      expect(await statusesFrom(server, [second, second, second])).toEqual([204, 204, 204])
      // A client's own X-Forwarded-For entries are passed on by the proxy and never trusted: the
      // proxy's last hop names the client.
      expect(await statusesFrom(server, [`${second}, ${first}`])).toEqual([429])
    } finally {
      await server.stop()
    }
  })
})

// The portal's writes are counted per signed-in account, after sign-in is checked, and never hold the
// studio: a client's flood from one address neither refuses the studio's reply nor another client's.
describe('the care plan portal’s writes', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ queue: 'redis', env: { RATE_LIMIT_MAX: '3' } })
  })
  afterAll(() => server.stop())

  it('count per account after sign-in; the studio is not held', async () => {
    const [flooder, neighbour] = [await createUser(server.deps), await createUser(server.deps)]
    const admin = await createUser(server.deps, { admin: true })
    for (const client of [flooder, neighbour]) await createSite(server.deps.db, client.id)
    const filed = await callAs(server, flooder).post('/api/portal/requests').send({ title: 't', body: 'b' })
    expect(filed.status).toBe(201)
    const path = `/api/portal/requests/${filed.body.request.id}/messages`
    const statuses: number[] = []
    for (let attempt = 0; attempt < 4; attempt++)
      statuses.push((await callAs(server, flooder).post(path).send({ body: 'Any news?' })).status)
    expect(statuses).toEqual([201, 201, 201, 429])
    const refused = await callAs(server, flooder).post(path).send({ body: 'Hello?' })
    expect(refused.body.error).toBe(
      'You have sent many messages in a short while. Please wait a few minutes and try again.',
    )
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)

    expect((await callAs(server, admin).post(path).send({ body: 'On it.' })).status).toBe(201)
    for (let attempt = 0; attempt < 4; attempt++)
      expect(
        (
          await callAs(server, admin)
            .post(path)
            .send({ body: `Update ${attempt}` })
        ).status,
      ).toBe(201)
    const neighbours = await callAs(server, neighbour)
      .post('/api/portal/requests')
      .send({ title: 't', body: 'b' })
    expect(neighbours.status).toBe(201)
    // Signed out: refused for that, never counted.
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await callAs(server, undefined).post(path).send({ body: 'x' })).status).toBe(401)
  })
})

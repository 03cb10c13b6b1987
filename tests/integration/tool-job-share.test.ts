import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fullShareSentence } from '@studio/api/tool-calls/job-slot-share'
import { startTestPages, type TestPages } from '../support/fake-upstreams.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { waitFor } from '../support/wait-for.ts'

// One address firing slow audits used to take every job slot: a question from anyone else waited behind
// them. Each address now has a share of the slots.
describe('a fair share of job slots per client address', () => {
  const perAddress = 2
  let pages: TestPages
  let server: TestServer
  beforeAll(async () => {
    pages = await startTestPages()
    server = await startTestServer({
      queue: 'redis',
      env: {
        TOOL_JOBS_PER_ADDRESS: String(perAddress),
        AUDIT_ALLOW_PRIVATE_NETWORKS: '1',
        // This test is the proxy: it names the client in X-Forwarded-For.
        TRUST_PROXY: '127.0.0.1, ::1',
      },
    })
  })
  afterAll(async () => {
    await server?.stop()
    await pages?.close()
  })

  const audit = (from: string, page: string) =>
    fetch(`${server.url}/api/tools/roast_toast`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from },
      body: JSON.stringify({ url: `${pages.url}${page}` }),
    })

  it('refuses an address its next tool call with 429 and Retry-After while its share runs, and serves others', async () => {
    const busy = '203.0.113.20'
    const fetchedBefore = pages.userAgents.length
    const slow = Array.from({ length: perAddress }, () => audit(busy, '/slow?ms=4000'))
    await waitFor(
      'both slow pages to be fetched',
      () => pages.userAgents.length >= fetchedBefore + perAddress,
    )

    const refused = await audit(busy, '/good')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused.json()).toEqual({
      error: fullShareSentence(perAddress),
      requestId: expect.any(String),
    })

    const someoneElse = await audit('203.0.113.21', '/good')
    expect(someoneElse.status).toBe(200)

    expect((await Promise.all(slow)).map((reply) => reply.status)).toEqual([200, 200])
    expect((await audit(busy, '/good')).status).toBe(200)
  })
})

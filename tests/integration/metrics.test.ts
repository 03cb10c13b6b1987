import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/test-server.ts'

const token = 'metrics-token-for-this-test-0123456789'

describe('GET /metrics', () => {
  let server: TestServer
  let withoutToken: TestServer
  beforeAll(async () => {
    ;[server, withoutToken] = await Promise.all([
      startTestServer({ queue: 'redis', env: { METRICS_TOKEN: token } }),
      startTestServer({ queue: 'redis' }),
    ])
  })
  afterAll(async () => {
    await Promise.all([server?.stop(), withoutToken?.stop()])
  })

  const metrics = (target: TestServer, authorization?: string) =>
    fetch(`${target.url}/metrics`, { headers: authorization ? { Authorization: authorization } : {} })

  it('does not exist without METRICS_TOKEN, and asks for the token when it is set', async () => {
    expect((await metrics(withoutToken, `Bearer ${token}`)).status).toBe(404)
    expect((await metrics(server)).status).toBe(401)
    expect((await metrics(server, 'Bearer not-the-token')).status).toBe(401)
  })

  it('answers Prometheus text: HTTP durations by route and status, jobs per queue, outbox backlog, process', async () => {
    await fetch(`${server.url}/api/health`)
    await fetch(`${server.url}/api/no-such-thing`)
    const reply = await metrics(server, `Bearer ${token}`)
    expect(reply.status).toBe(200)
    expect(reply.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    const text = await reply.text()
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} [1-9]/m,
    )
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/api \(no route\)",status="404"\} 1$/m,
    )
    for (const queue of ['jobs', 'mail']) {
      for (const state of ['waiting', 'active', 'failed', 'delayed'])
        expect(text).toMatch(new RegExp(`^studio_jobs\\{queue="${queue}",state="${state}"\\} \\d+$`, 'm'))
    }
    for (const queue of ['jobs', 'mail'])
      expect(text).toMatch(new RegExp(`^studio_jobs_oldest_wait_seconds\\{queue="${queue}"\\} [\\d.]+$`, 'm'))
    expect(text).toMatch(/^studio_queue_up 1$/m)
    expect(text).toMatch(/^studio_outbox_backlog \d+$/m)
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m)
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m)
  })
})

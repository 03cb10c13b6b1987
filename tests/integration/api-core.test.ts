import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/test-server.ts'

describe('API core over real PostgreSQL and Redis', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ queue: 'redis' })
  })
  afterAll(() => server.stop())

  it('reports every part healthy, telling anyone no more than each part’s state', async () => {
    const response = await request(server.url).get('/api/health').expect(200)
    expect(response.body).toEqual({ db: 'ok', redis: 'ok', queue: { state: 'ok' }, schema: 'ok' })
  })

  it('records a visit with 204 and no body', async () => {
    const before = await server.deps.db.query('SELECT count(*)::int AS n FROM visits')
    const response = await request(server.url).post('/api/dashboard/visitors.php').expect(204)
    expect(response.text).toBe('')
    const after = await server.deps.db.query('SELECT count(*)::int AS n FROM visits')
    expect(after.rows[0].n).toBe(before.rows[0].n + 1)
  })

  it('answers an unknown API path with a JSON 404 and a request id', async () => {
    const response = await request(server.url).get('/api/no-such-thing').expect(404)
    expect(response.headers['content-type']).toMatch(/application\/json/)
    expect(response.body.error).toBe('There is no API endpoint at GET /no-such-thing.')
    expect(response.body.requestId).toBe(response.headers['x-request-id'])
  })

  it('answers malformed JSON with a 400 sentence, never a stack', async () => {
    const response = await request(server.url)
      .post('/api/dashboard/visitors.php')
      .set('Content-Type', 'application/json')
      .send('{"broken": ')
      .expect(400)
    expect(response.body).toEqual({
      error: 'The request body is not valid JSON.',
      requestId: expect.any(String),
    })
    expect(response.text).not.toMatch(/at .*\.ts:\d+/)
  })

  it('answers an oversized body with 413 JSON', async () => {
    const response = await request(server.url)
      .post('/api/dashboard/visitors.php')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ filler: 'x'.repeat(200_000) }))
      .expect(413)
    expect(response.body.error).toBe('The request body is too large.')
  })

  it('keeps a caller-supplied request id on the reply and in the log line', async () => {
    await request(server.url)
      .post('/api/dashboard/visitors.php')
      .set('X-Request-Id', 'trace-abc-12345')
      .expect(204)
    expect(server.logs.some((line) => line.includes('"reqId":"trace-abc-12345"'))).toBe(true)
  })

  it('sends security headers and no-store on API replies', async () => {
    const response = await request(server.url).get('/api/health')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(response.headers['x-frame-options']).toBe('DENY') // as docs/security.md promises, errors too
    expect((await request(server.url).get('/api/no-such-call')).headers['x-frame-options']).toBe('DENY')
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.headers['x-powered-by']).toBeUndefined()
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeWeather, type FakeWeather } from '../support/fake-upstreams.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { callJson } from '../support/tool-calls.ts'

type WeatherReply = { location?: unknown; current?: unknown; error?: string }
const weather = (server: TestServer, query: string) =>
  callJson<WeatherReply>(server.url, `/api/weather${query}`)

describe.each(['redis', 'in-process'] as const)('GET /api/weather (cache: %s)', (queue) => {
  let upstream: FakeWeather
  let server: TestServer
  beforeAll(async () => {
    upstream = await startFakeWeather({ tempF: 81.5, humidity: 72 })
    server = await startTestServer({ queue, env: upstream.env })
  })
  afterAll(async () => {
    await server.stop()
    await upstream.close()
  })

  it('answers in the contract’s shape, nothing more', async () => {
    const { status, body } = await weather(server, '?lat=30.8366&lon=-83.9788')
    expect(status).toBe(200)
    expect(body).toEqual({
      location: { name: 'Town 30.8 -84.0', region: 'Georgia' },
      current: { temp_f: 81.5, humidity: 72, condition: { text: 'Partly cloudy' } },
    })
    expect(upstream.queries).toEqual(['30.84,-83.98'])
  })

  it('asks the upstream once per rounded location within ten minutes', async () => {
    await weather(server, '?lat=30.8401&lon=-83.9811')
    await weather(server, '?lat=30.84&lon=-83.98')
    expect(upstream.queries).toEqual(['30.84,-83.98'])
    await weather(server, '?lat=31.5&lon=-84.2')
    expect(upstream.queries).toEqual(['30.84,-83.98', '31.50,-84.20'])
  })

  it.each([
    '',
    '?lat=30',
    '?lat=&lon=1',
    '?lat=abc&lon=1',
    '?lat=91&lon=0',
    '?lat=0&lon=-181',
    '?lat=1&lon=Infinity',
  ])('refuses %s with a sentence', async (query) => {
    expect(await weather(server, query)).toEqual({
      status: 400,
      body: expect.objectContaining({
        error: 'Please send the location as lat (-90 to 90) and lon (-180 to 180).',
      }),
    })
  })

  it('answers 404 with a sentence when the upstream has no weather for the place', async () => {
    const { status, body } = await weather(server, '?lat=0&lon=0')
    expect(status).toBe(404)
    expect(body.error).toBe('The weather service has no weather for that location.')
  })
})

describe('GET /api/weather when the upstream is missing or away', () => {
  it('answers 503 saying weather is not configured, without WEATHER_BASE_URL', async () => {
    const server = await startTestServer({ queue: 'in-process' })
    try {
      const { status, body } = await weather(server, '?lat=30&lon=-84')
      expect(status).toBe(503)
      expect(body.error).toBe('Weather is not configured on this server (WEATHER_BASE_URL is not set).')
    } finally {
      await server.stop()
    }
  })

  it('answers 502 saying the network may be unreachable when the upstream does not answer', async () => {
    const upstream = await startFakeWeather()
    await upstream.close()
    const server = await startTestServer({ queue: 'in-process', env: upstream.env })
    try {
      const { status, body } = await weather(server, '?lat=30&lon=-84')
      expect(status).toBe(502)
      expect(body.error).toMatch(/could not be reached; the network may be unreachable/)
    } finally {
      await server.stop()
    }
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenMeteo, startFakeWeather, type FakeUpstream } from '../support/fake-upstreams.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { callJson } from '../support/tool-calls.ts'

type WeatherReply = { location?: unknown; current?: unknown; error?: string }
const weather = (server: TestServer, query: string) =>
  callJson<WeatherReply>(server.url, `/api/weather${query}`)

/** A test server on `queue`'s mode talking to a fake upstream, started before and stopped after the block. */
function useServerWith<Upstream extends FakeUpstream & { env: Record<string, string> }>(
  queue: 'redis' | 'in-process',
  startUpstream: () => Promise<Upstream>,
) {
  const context = {} as { upstream: Upstream; server: TestServer }
  beforeAll(async () => {
    context.upstream = await startUpstream()
    context.server = await startTestServer({ queue, env: context.upstream.env })
  })
  afterAll(async () => {
    await context.server?.stop()
    await context.upstream?.close()
  })
  return context
}

describe.each(['redis', 'in-process'] as const)(
  'GET /api/weather from WeatherAPI.com (cache: %s)',
  (queue) => {
    const context = useServerWith(queue, () => startFakeWeather({ tempF: 81.5, humidity: 72 }))

    it('answers in the contract’s shape, nothing more', async () => {
      const { status, body } = await weather(context.server, '?lat=30.8366&lon=-83.9788')
      expect(status).toBe(200)
      expect(body).toEqual({
        location: { name: 'Town 30.8 -84.0', region: 'Georgia' },
        current: { temp_f: 81.5, humidity: 72, condition: { text: 'Partly cloudy' } },
      })
      expect(context.upstream.queries).toEqual(['30.84,-83.98'])
    })

    it('asks the upstream once per rounded location within ten minutes', async () => {
      await weather(context.server, '?lat=30.8401&lon=-83.9811')
      await weather(context.server, '?lat=30.84&lon=-83.98')
      expect(context.upstream.queries).toEqual(['30.84,-83.98'])
      await weather(context.server, '?lat=31.5&lon=-84.2')
      expect(context.upstream.queries).toEqual(['30.84,-83.98', '31.50,-84.20'])
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
      expect(await weather(context.server, query)).toEqual({
        status: 400,
        body: expect.objectContaining({
          error: 'Please send the location as lat (-90 to 90) and lon (-180 to 180).',
        }),
      })
    })

    it('answers 404 with a sentence when the upstream has no weather for the place', async () => {
      const { status, body } = await weather(context.server, '?lat=0&lon=0')
      expect(status).toBe(404)
      expect(body.error).toBe('The weather service has no weather for that location.')
    })

    it('passes a place name to the service, which geocodes it itself', async () => {
      const { status } = await weather(
        context.server,
        `?place=${encodeURIComponent('  Valdosta,  Georgia ')}`,
      )
      expect(status).toBe(200)
      expect(context.upstream.queries.at(-1)).toBe('Valdosta, Georgia')
    })
  },
)

describe.each(['redis', 'in-process'] as const)(
  'GET /api/weather from keyless Open-Meteo (cache: %s)',
  (queue) => {
    const context = useServerWith(queue, () => startFakeOpenMeteo({ tempF: 64.4, humidity: 81 }))

    it('answers coordinates in the contract’s shape, in °F, named by the coordinates', async () => {
      const { status, body } = await weather(context.server, '?lat=30.8366&lon=-83.9788')
      expect({ status, body }).toEqual({
        status: 200,
        body: {
          location: { name: 'Your location', region: '30.84°N, 83.98°W' },
          current: { temp_f: 64.4, humidity: 81, condition: { text: 'Partly cloudy' } },
        },
      })
      expect(context.upstream.forecasts).toEqual(['30.84,-83.98'])
    })

    it('geocodes a place, preferring the region named after the comma, and caches by place', async () => {
      const { status, body } = await weather(
        context.server,
        `?place=${encodeURIComponent('Thomasville, Georgia')}`,
      )
      expect(status).toBe(200)
      expect(body).toEqual({
        location: { name: 'Thomasville', region: 'Georgia' },
        current: { temp_f: 64.4, humidity: 81, condition: { text: 'Partly cloudy' } },
      })
      expect(context.upstream.searches).toEqual(['Thomasville'])
      expect(context.upstream.forecasts.at(-1)).toBe('30.83658,-83.97878')
      await weather(context.server, `?place=${encodeURIComponent('thomasville,  georgia')}`)
      expect(context.upstream.searches).toEqual(['Thomasville'])

      const first = await weather(context.server, '?place=Thomasville')
      expect(first.body.location).toEqual({ name: 'Thomasville', region: 'North Carolina' })
    })

    it('answers 404 with a sentence for a place the geocoder does not know', async () => {
      const { status, body } = await weather(context.server, '?place=Nowhereville')
      expect(status).toBe(404)
      expect(body.error).toBe('No place called “Nowhereville” was found. Try a nearby town or add the state.')
    })

    it.each(['?place=', '?place=a', `?place=${'x'.repeat(101)}`, '?place=Thomas%0Aville'])(
      'refuses %s with a sentence',
      async (query) => {
        expect(await weather(context.server, query)).toEqual({
          status: 400,
          body: expect.objectContaining({
            error: 'Please send a place name of 2 to 100 characters, like “Thomasville, Georgia”.',
          }),
        })
      },
    )
  },
)

describe('GET /api/weather when the upstream is away', () => {
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

import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { gzipSync } from 'node:zlib'

// Stand-ins for what the tools talk to, on loopback: an OpenAI-compatible chat API, a WeatherAPI.com-shaped
// weather API, Open-Meteo's forecast and geocoding APIs, and web pages for the site audit. They answer the way the real ones do.

export interface FakeUpstream {
  /** The base URL to configure (LLM_BASE_URL / WEATHER_BASE_URL). */
  url: string
  close(): Promise<void>
}

export interface RecordedChatRequest {
  authorization: string | undefined
  model: string
  messages: { role: string; content: string }[]
}

export interface FakeLlm extends FakeUpstream {
  /** Every chat request received, oldest first. */
  requests: RecordedChatRequest[]
  /** The settings that point the app at this fake. */
  env: { LLM_BASE_URL: string; LLM_API_KEY: string; LLM_MODEL: string }
  /**
   * Holds every answer (requests are still recorded) until the returned release is called: a slow model.
   * POST {url}/test/hold and /test/release do the same over HTTP.
   */
  hold(): () => void
}

export const fakeLlmKey = 'test-llm-key'
export const fakeWeatherKey = 'test-weather-key'

/**
 * POST {url}/chat/completions. Asked for business names or taglines (the system prompt says which), it
 * lists them one per line, numbered, the way chat models do; asked anything else, it answers in markdown,
 * quoting the question (so a test can see raw HTML in a prompt come back) with a link.
 */
export async function startFakeLlm(): Promise<FakeLlm> {
  const requests: RecordedChatRequest[] = []
  let held: Promise<void> | undefined
  let releaseHeld: (() => void) | undefined
  function hold() {
    held ??= new Promise((resolve) => (releaseHeld = resolve))
    return () => {
      held = undefined
      releaseHeld?.()
    }
  }
  const upstream = await listen(async (req, res) => {
    // The same hold for a test in another process (e2e files reach the app's fake through HTTP).
    if (req.method === 'POST' && req.url === '/test/hold') return sendJson(res, 200, (hold(), {}))
    if (req.method === 'POST' && req.url === '/test/release') return sendJson(res, 200, (hold()(), {}))
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions'))
      return sendJson(res, 404, { error: 'not found' })
    const body = JSON.parse(await readBody(req)) as Omit<RecordedChatRequest, 'authorization'>
    requests.push({ authorization: req.headers.authorization, model: body.model, messages: body.messages })
    await held
    if (req.headers.authorization !== `Bearer ${fakeLlmKey}`) {
      return sendJson(res, 401, {
        error: { message: 'Incorrect API key provided.', type: 'invalid_request_error' },
      })
    }
    const system = body.messages.find((message) => message.role === 'system')?.content ?? ''
    const question = body.messages.findLast((message) => message.role === 'user')?.content ?? ''
    sendJson(res, 200, {
      id: `chatcmpl-${requests.length}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: answer(system, question, requests.length) },
          finish_reason: 'stop',
        },
      ],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    })
  })
  return {
    ...upstream,
    requests,
    env: { LLM_BASE_URL: upstream.url, LLM_API_KEY: fakeLlmKey, LLM_MODEL: 'fake-chat-1' },
    hold,
  }
}

function answer(system: string, question: string, call: number): string {
  const lines = (count: number, line: (n: number) => string) =>
    Array.from({ length: count }, (_, i) => `${i + 1}. ${line(i + 1)}`).join('\n')
  if (/business names/i.test(system))
    return `Here are some ideas:\n\n${lines(12, (n) => `Fake Model Name ${call}-${n}`)}`
  if (/taglines/i.test(system)) return lines(6, (n) => `"Fake model tagline ${call}-${n}."`)
  return `**Fake model** answering: ${question}\n\nSee [the studio](https://example.com/services) for more.`
}

export interface FakeWeatherOptions {
  tempF?: number
  humidity?: number
}

export interface FakeWeather extends FakeUpstream {
  /** The `q` of every current-weather request, oldest first. */
  queries: string[]
  /** The settings that point the app at this fake. */
  env: { WEATHER_BASE_URL: string; WEATHER_API_KEY: string }
}

/**
 * GET {url}/current.json?key=&q=lat,lon, answering like WeatherAPI.com: a town named after the rounded
 * coordinates, and the given (or default) temperature and humidity. q=0,0 answers 400 as the real one does
 * for a place it cannot find.
 */
export async function startFakeWeather(options: FakeWeatherOptions = {}): Promise<FakeWeather> {
  const queries: string[] = []
  const upstream = await listen((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    if (url.pathname !== '/current.json')
      return sendJson(res, 404, { error: { code: 1005, message: 'API URL is invalid.' } })
    if (url.searchParams.get('key') !== fakeWeatherKey) {
      return sendJson(res, 401, { error: { code: 2006, message: 'API key is invalid.' } })
    }
    const q = url.searchParams.get('q') ?? ''
    queries.push(q)
    const [lat, lon] = q.split(',').map(Number)
    if (lat === 0 && lon === 0)
      return sendJson(res, 400, { error: { code: 1006, message: 'No matching location found.' } })
    sendJson(res, 200, {
      location: {
        name: `Town ${lat?.toFixed(1)} ${lon?.toFixed(1)}`,
        region: 'Georgia',
        country: 'USA',
        lat,
        lon,
      },
      current: {
        temp_f: options.tempF ?? 72.5,
        temp_c: 22.5,
        humidity: options.humidity ?? 55,
        condition: {
          text: 'Partly cloudy',
          icon: '//cdn.weatherapi.com/weather/64x64/day/116.png',
          code: 1003,
        },
      },
    })
  })
  return { ...upstream, queries, env: { WEATHER_BASE_URL: upstream.url, WEATHER_API_KEY: fakeWeatherKey } }
}

export interface FakeOpenMeteo extends FakeUpstream {
  /** Every forecast request's `latitude,longitude`, oldest first. */
  forecasts: string[]
  /** Every geocoding request's `name`, oldest first. */
  searches: string[]
  /** The settings that point the app at this fake (no key: the keyless provider). */
  env: { WEATHER_BASE_URL: string; WEATHER_GEOCODING_URL: string }
}

/** The places the fake geocoder knows; two share a name, as real towns do. */
export const fakePlaces = [
  {
    name: 'Thomasville',
    latitude: 35.88264,
    longitude: -80.08199,
    admin1: 'North Carolina',
    country: 'United States',
  },
  {
    name: 'Thomasville',
    latitude: 30.83658,
    longitude: -83.97878,
    admin1: 'Georgia',
    country: 'United States',
  },
  { name: 'Valdosta', latitude: 30.83334, longitude: -83.28032, admin1: 'Georgia', country: 'United States' },
]

/**
 * Open-Meteo's two keyless APIs on one loopback server: GET {url}/forecast?latitude=&longitude=&current=…
 * (the temperature in °F only when temperature_unit=fahrenheit is asked for, as the real one does) and
 * GET {url}/search?name= over `fakePlaces` (no match: a reply without `results`).
 */
export async function startFakeOpenMeteo(options: FakeWeatherOptions = {}): Promise<FakeOpenMeteo> {
  const forecasts: string[] = []
  const searches: string[] = []
  const tempF = options.tempF ?? 72.5
  const upstream = await listen((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    const query = (name: string) => url.searchParams.get(name) ?? ''
    if (url.pathname === '/search') {
      searches.push(query('name'))
      const results = fakePlaces
        .filter((place) => place.name.toLowerCase() === query('name').toLowerCase())
        .map((place, index) => ({ id: index + 1, country_code: 'US', ...place }))
      return sendJson(
        res,
        200,
        results.length ? { results, generationtime_ms: 0.4 } : { generationtime_ms: 0.4 },
      )
    }
    if (url.pathname !== '/forecast') return sendJson(res, 404, { error: true, reason: 'Not Found' })
    const [latitude, longitude] = [Number(query('latitude')), Number(query('longitude'))]
    if (!query('current').includes('temperature_2m') || Number.isNaN(latitude) || Number.isNaN(longitude))
      return sendJson(res, 400, { error: true, reason: 'Parameter current or coordinates missing' })
    forecasts.push(`${query('latitude')},${query('longitude')}`)
    const fahrenheit = query('temperature_unit') === 'fahrenheit'
    sendJson(res, 200, {
      latitude,
      longitude,
      current_units: {
        temperature_2m: fahrenheit ? '°F' : '°C',
        relative_humidity_2m: '%',
        weather_code: 'wmo code',
      },
      current: {
        time: '2026-11-23T19:00',
        interval: 900,
        temperature_2m: fahrenheit ? tempF : Math.round(((tempF - 32) / 1.8) * 10) / 10,
        relative_humidity_2m: options.humidity ?? 55,
        weather_code: 2,
      },
    })
  })
  return {
    ...upstream,
    forecasts,
    searches,
    env: { WEATHER_BASE_URL: upstream.url, WEATHER_GEOCODING_URL: upstream.url },
  }
}

async function listen(
  handler: (req: IncomingMessage, res: ServerResponse) => unknown,
): Promise<FakeUpstream> {
  const listener: RequestListener = (req, res) => {
    Promise.resolve(handler(req, res)).catch(() => sendJson(res, 500, { error: 'fake upstream failed' }))
  }
  const server = createServer(listener)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' })
  res.end(JSON.stringify(body))
}

export interface TestPages extends FakeUpstream {
  /** The user agent of every page request, oldest first. */
  userAgents: string[]
}

const wellMadePage = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Magnolia Street Bakery in Thomasville</title>
  <meta name="description" content="Fresh bread, biscuits and pies baked every morning in Thomasville, Georgia. Order online for pickup.">
  <link rel="canonical" href="https://bakery.example/">
  <meta property="og:title" content="Magnolia Street Bakery">
  <meta property="og:description" content="Fresh bread daily">
  <meta property="og:image" content="https://bakery.example/og.png">
  <script type="application/ld+json">{"@context":"https://schema.org","@type":"Bakery","name":"Magnolia Street Bakery"}</script>
  <script src="/app.js" defer></script>
</head>
<body><h1>Fresh bread, every morning</h1><img src="/loaf.png" alt="A loaf of sourdough">${'<p>Biscuits.</p>'.repeat(200)}</body>
</html>`

const carelessPage = `<html><head><script src="/jquery.js"></script></head>
<body><h1>Welcome</h1><h1>To our site</h1><img src="/a.png"><img src="/b.png">${'<p>Lorem ipsum.</p>'.repeat(200)}</body></html>`

/**
 * Pages for the site audit to fetch, on loopback: /good (compressed, cached, complete), /poor (none of
 * that), /slow?ms= (answers after a delay), /redirect?to= (302 elsewhere), /loop (redirects forever),
 * /huge (6 MB).
 */
export async function startTestPages(): Promise<TestPages> {
  const userAgents: string[] = []
  const upstream = await listen(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://pages')
    userAgents.push(req.headers['user-agent'] ?? '')
    switch (url.pathname) {
      case '/good': {
        const body = gzipSync(wellMadePage)
        res.writeHead(200, {
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Encoding': 'gzip',
          'Cache-Control': 'public, max-age=300',
          ETag: '"good-1"',
        })
        return res.end(body)
      }
      case '/poor':
        res.writeHead(200, { 'Content-Type': 'text/html' })
        return res.end(carelessPage)
      case '/slow':
        await sleep(Number(url.searchParams.get('ms') ?? 1_000))
        res.writeHead(200, { 'Content-Type': 'text/html' })
        return res.end(carelessPage)
      case '/redirect':
        res.writeHead(302, { Location: url.searchParams.get('to') ?? '/good' })
        return res.end()
      case '/loop':
        res.writeHead(301, { Location: '/loop' })
        return res.end()
      case '/huge':
        res.writeHead(200, { 'Content-Type': 'text/html' })
        return res.end(
          `<html><head><title>Huge</title></head><body>${'x'.repeat(6 * 1024 * 1024)}</body></html>`,
        )
      default:
        res.writeHead(404, { 'Content-Type': 'text/html' })
        return res.end('<html><head><title>Not found</title></head><body><h1>Not found</h1></body></html>')
    }
  })
  return { ...upstream, userAgents }
}

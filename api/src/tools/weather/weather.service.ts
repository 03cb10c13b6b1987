import { createHash } from 'node:crypto'
import { z } from 'zod'
import type { AppDeps } from '../../deps.ts'
import { HttpError, serviceUnavailable } from '../../http/http-error.ts'
import { memoryWeatherCache, redisWeatherCache } from './weather-cache.ts'

/** The reply of GET /api/weather (DESIGN.md), whatever the upstream sends besides. */
export const currentWeatherSchema = z.object({
  location: z.object({ name: z.string(), region: z.string() }),
  current: z.object({ temp_f: z.number(), humidity: z.number(), condition: z.object({ text: z.string() }) }),
})
export type CurrentWeather = z.infer<typeof currentWeatherSchema>

export const weatherCacheSeconds = 600
const upstreamTimeoutMs = 5_000

/** Two decimals of a degree is about a kilometre: close enough to share one answer between neighbours. */
export function roundCoordinate(value: number): string {
  return (Math.round(value * 100) / 100).toFixed(2)
}

/**
 * Current weather from a WeatherAPI.com-compatible service (GET {WEATHER_BASE_URL}/current.json?key=&q=lat,lon;
 * docs/decisions), cached for ten minutes per rounded location: in Redis when there is one, else in memory.
 */
export function createWeatherService({ env, redis, logger }: Pick<AppDeps, 'env' | 'redis' | 'logger'>) {
  const cache = redis ? redisWeatherCache(redis, logger) : memoryWeatherCache()
  // The upstream is part of the key: two configurations never share answers.
  const upstreamTag = createHash('sha256')
    .update(env.WEATHER_BASE_URL ?? '')
    .digest('hex')
    .slice(0, 12)

  async function fetchUpstream(baseUrl: string, q: string): Promise<CurrentWeather> {
    const url = new URL(`${baseUrl.replace(/\/+$/, '')}/current.json`)
    url.searchParams.set('key', env.WEATHER_API_KEY ?? '')
    url.searchParams.set('q', q)
    let response: Response
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(upstreamTimeoutMs) })
    } catch (error) {
      logger.warn({ err: error }, 'weather service unreachable')
      throw new HttpError(
        502,
        'The weather service could not be reached; the network may be unreachable from this server.',
      )
    }
    // WeatherAPI answers 400 for a place it has no weather for (the open ocean): a fact about the place.
    if (response.status === 400)
      throw new HttpError(404, 'The weather service has no weather for that location.')
    if (!response.ok) {
      logger.warn({ status: response.status }, 'weather service refused the request')
      throw new HttpError(502, 'The weather service refused the request. Please try again later.')
    }
    const parsed = currentWeatherSchema.safeParse(await response.json().catch(() => null))
    if (!parsed.success) throw new HttpError(502, 'The weather service sent an answer we could not read.')
    const { location, current } = parsed.data
    return {
      location: { name: location.name, region: location.region },
      current: {
        temp_f: current.temp_f,
        humidity: current.humidity,
        condition: { text: current.condition.text },
      },
    }
  }

  return {
    async current(lat: number, lon: number): Promise<CurrentWeather> {
      if (!env.WEATHER_BASE_URL) {
        throw serviceUnavailable('Weather is not configured on this server (WEATHER_BASE_URL is not set).')
      }
      const q = `${roundCoordinate(lat)},${roundCoordinate(lon)}`
      const key = `weather:${upstreamTag}:${q}`
      const cached = await cache.get(key)
      if (cached) return JSON.parse(cached) as CurrentWeather
      const weather = await fetchUpstream(env.WEATHER_BASE_URL, q)
      await cache.set(key, JSON.stringify(weather), weatherCacheSeconds)
      return weather
    },
  }
}

import type { AppDeps } from '../deps.ts'
import { openMeteoForecastUrl, openMeteoGeocodingUrl, openMeteoProvider } from './open-meteo-provider.ts'
import { memoryWeatherCache, redisWeatherCache } from './weather-cache.ts'
import type { CurrentWeather, WeatherProvider } from './weather-upstream.ts'
import { weatherApiDefaultBaseUrl, weatherApiProvider } from './weatherapi-provider.ts'

export const weatherCacheSeconds = 600

/** Two decimals of a degree is about a kilometre: close enough to share one answer between neighbours. */
export function roundCoordinate(value: number): string {
  return (Math.round(value * 100) / 100).toFixed(2)
}

/**
 * WEATHER_API_KEY selects WeatherAPI.com (at WEATHER_BASE_URL, decision 006); without a key the keyless
 * Open-Meteo-shaped provider answers (forecast at WEATHER_BASE_URL, geocoding at WEATHER_GEOCODING_URL,
 * each defaulting to Open-Meteo's own; decision 009).
 */
export function weatherProviderFor({ env, logger }: Pick<AppDeps, 'env' | 'logger'>): WeatherProvider {
  if (env.WEATHER_API_KEY)
    return weatherApiProvider(env.WEATHER_BASE_URL ?? weatherApiDefaultBaseUrl, env.WEATHER_API_KEY, logger)
  return openMeteoProvider(
    env.WEATHER_BASE_URL ?? openMeteoForecastUrl,
    env.WEATHER_GEOCODING_URL ?? openMeteoGeocodingUrl,
    logger,
  )
}

/**
 * Current weather at coordinates or at a named place, cached for ten minutes per rounded location or
 * place name: in Redis when there is one, else in memory.
 */
export function createWeatherService(deps: Pick<AppDeps, 'env' | 'redis' | 'logger'>) {
  const cache = deps.redis ? redisWeatherCache(deps.redis, deps.logger) : memoryWeatherCache()
  const provider = weatherProviderFor(deps)

  async function cached(key: string, lookUp: () => Promise<CurrentWeather>): Promise<CurrentWeather> {
    const cacheKey = `weather:${provider.cacheTag}:${key}`
    const hit = await cache.get(cacheKey)
    if (hit) return JSON.parse(hit) as CurrentWeather
    const weather = await lookUp()
    await cache.set(cacheKey, JSON.stringify(weather), weatherCacheSeconds)
    return weather
  }

  return {
    current(lat: number, lon: number): Promise<CurrentWeather> {
      const [latitude, longitude] = [roundCoordinate(lat), roundCoordinate(lon)]
      return cached(`${latitude},${longitude}`, () => provider.atCoordinates(latitude, longitude))
    },
    atPlace(place: string): Promise<CurrentWeather> {
      const normalized = place.trim().replace(/\s+/g, ' ')
      return cached(`place:${normalized.toLowerCase()}`, () => provider.atPlace(normalized))
    },
  }
}

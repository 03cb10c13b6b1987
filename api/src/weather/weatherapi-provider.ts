import type { Logger } from '../platform/logger.ts'
import { HttpError } from '../platform/http/http-error.ts'
import {
  cacheTagFor,
  currentWeatherSchema,
  fetchUpstreamJson,
  readUpstreamReply,
  type WeatherProvider,
} from './weather-upstream.ts'

export const weatherApiDefaultBaseUrl = 'https://api.weatherapi.com/v1'

/**
 * WeatherAPI.com's current-conditions call (decision 006), chosen by setting WEATHER_API_KEY:
 * GET {baseUrl}/current.json?key=&q=lat,lon — or q=<place name>, which the service geocodes itself.
 */
export function weatherApiProvider(baseUrl: string, apiKey: string, logger: Logger): WeatherProvider {
  async function current(q: string) {
    const url = new URL(`${baseUrl.replace(/\/+$/, '')}/current.json`)
    url.searchParams.set('key', apiKey)
    url.searchParams.set('q', q)
    // WeatherAPI answers 400 for a place it has no weather for (the open ocean, an unknown name).
    const body = await fetchUpstreamJson(url, logger, (status) =>
      status === 400
        ? new HttpError(404, 'The weather service has no weather for that location.')
        : undefined,
    )
    const { location, current } = readUpstreamReply(currentWeatherSchema, body)
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
    cacheTag: cacheTagFor('weatherapi', baseUrl),
    atCoordinates: (lat, lon) => current(`${lat},${lon}`),
    atPlace: (place) => current(place),
  }
}

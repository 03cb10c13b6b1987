import { z } from 'zod'
import type { Logger } from '../platform/logger.ts'
import { notFound } from '../platform/http/http-error.ts'
import {
  cacheTagFor,
  fetchUpstreamJson,
  readUpstreamReply,
  type CurrentWeather,
  type WeatherProvider,
} from './weather-upstream.ts'
import { describeWeatherCode } from './wmo-weather-codes.ts'

export const openMeteoForecastUrl = 'https://api.open-meteo.com/v1'
export const openMeteoGeocodingUrl = 'https://geocoding-api.open-meteo.com/v1'

const forecastReply = z.object({
  current: z.object({
    temperature_2m: z.number(),
    relative_humidity_2m: z.number(),
    weather_code: z.number(),
  }),
})
const place = z.object({
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  admin1: z.string().optional(),
  country: z.string().optional(),
})
type Place = z.infer<typeof place>
// A search with no match answers without `results` at all.
const searchReply = z.object({ results: z.array(place).optional() })

const trimSlash = (url: string) => url.replace(/\/+$/, '')

/**
 * The keyless default: Open-Meteo's forecast (GET {forecastUrl}/forecast?latitude=&longitude=&current=…) and
 * geocoding (GET {geocodingUrl}/search?name=) APIs. Open-Meteo has no reverse geocoding, so a reading at
 * coordinates is named by the coordinates themselves.
 */
export function openMeteoProvider(
  forecastUrl: string,
  geocodingUrl: string,
  logger: Logger,
): WeatherProvider {
  async function currentAt(lat: number, lon: number, location: CurrentWeather['location']) {
    const url = new URL(`${trimSlash(forecastUrl)}/forecast`)
    url.searchParams.set('latitude', String(lat))
    url.searchParams.set('longitude', String(lon))
    url.searchParams.set('current', 'temperature_2m,relative_humidity_2m,weather_code')
    url.searchParams.set('temperature_unit', 'fahrenheit')
    const { current } = readUpstreamReply(forecastReply, await fetchUpstreamJson(url, logger))
    return {
      location,
      current: {
        temp_f: current.temperature_2m,
        humidity: current.relative_humidity_2m,
        condition: { text: describeWeatherCode(current.weather_code) },
      },
    }
  }

  async function findPlace(query: string): Promise<Place> {
    // "Thomasville, Georgia": search the name, then prefer a match in the region or country named after it.
    const [name = '', ...qualifiers] = query.split(',').map((part) => part.trim())
    const url = new URL(`${trimSlash(geocodingUrl)}/search`)
    url.searchParams.set('name', name)
    url.searchParams.set('count', '10')
    url.searchParams.set('language', 'en')
    url.searchParams.set('format', 'json')
    const { results = [] } = readUpstreamReply(searchReply, await fetchUpstreamJson(url, logger))
    const wanted = qualifiers.map((qualifier) => qualifier.toLowerCase()).filter(Boolean)
    const inRegion = (candidate: Place) =>
      wanted.every((qualifier) =>
        [candidate.admin1, candidate.country].some((area) => area?.toLowerCase() === qualifier),
      )
    const found = results.find(inRegion) ?? results[0]
    if (!found) throw notFound(`No place called “${query}” was found. Try a nearby town or add the state.`)
    return found
  }

  return {
    cacheTag: cacheTagFor('open-meteo', forecastUrl, geocodingUrl),
    atCoordinates: (lat, lon) =>
      currentAt(Number(lat), Number(lon), { name: 'Your location', region: coordinatesLabel(lat, lon) }),
    async atPlace(query) {
      const found = await findPlace(query)
      return currentAt(found.latitude, found.longitude, {
        name: found.name,
        region: found.admin1 ?? found.country ?? '',
      })
    },
  }
}

/** "30.84°N, 83.98°W" from rounded decimal degrees. */
export function coordinatesLabel(lat: string, lon: string): string {
  const latitude = Number(lat)
  const longitude = Number(lon)
  return `${Math.abs(latitude).toFixed(2)}°${latitude < 0 ? 'S' : 'N'}, ${Math.abs(longitude).toFixed(2)}°${longitude < 0 ? 'W' : 'E'}`
}

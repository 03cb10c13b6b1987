import { createHash } from 'node:crypto'
import { z } from 'zod'
import type { Logger } from '../platform/logger.ts'
import { HttpError } from '../platform/http/http-error.ts'

/** The reply of GET /api/weather (docs/http-api.md), whatever the upstream sends besides. */
export const currentWeatherSchema = z.object({
  location: z.object({ name: z.string(), region: z.string() }),
  current: z.object({ temp_f: z.number(), humidity: z.number(), condition: z.object({ text: z.string() }) }),
})
export type CurrentWeather = z.infer<typeof currentWeatherSchema>

/** One weather service behind /api/weather: current conditions at a point, or at a named place. */
export interface WeatherProvider {
  /** Names the upstream in cache keys, so two configurations never share answers. */
  cacheTag: string
  /** `lat`/`lon` already rounded to two decimals (about a kilometre). */
  atCoordinates(lat: string, lon: string): Promise<CurrentWeather>
  atPlace(place: string): Promise<CurrentWeather>
}

const upstreamTimeoutMs = 5_000

/**
 * GET a weather service's JSON. An unreachable service is a 502 saying so; `onRefusal` turns a 4xx the
 * service means as "no such place" into its own error; any other refusal is a generic 502.
 */
export async function fetchUpstreamJson(
  url: URL,
  logger: Logger,
  onRefusal?: (status: number) => HttpError | undefined,
): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(upstreamTimeoutMs) })
  } catch (error) {
    logger.warn({ err: error, host: url.host }, 'weather service unreachable')
    throw new HttpError(
      502,
      'The weather service could not be reached; the network may be unreachable from this server.',
    )
  }
  if (!response.ok) {
    const refusal = onRefusal?.(response.status)
    if (refusal) throw refusal
    logger.warn({ status: response.status, host: url.host }, 'weather service refused the request')
    throw new HttpError(502, 'The weather service refused the request. Please try again later.')
  }
  return response.json().catch(() => null)
}

/** Validates an upstream reply against `schema`; an unexpected shape is a 502 with a sentence. */
export function readUpstreamReply<Schema extends z.ZodType>(schema: Schema, body: unknown): z.infer<Schema> {
  const parsed = schema.safeParse(body)
  if (!parsed.success) throw new HttpError(502, 'The weather service sent an answer we could not read.')
  return parsed.data
}

/** A short cache-key tag for one provider and its addresses: two configurations never share answers. */
export function cacheTagFor(provider: string, ...urls: string[]): string {
  return `${provider}-${createHash('sha256').update(urls.join(' ')).digest('hex').slice(0, 12)}`
}

import { describe, expect, it } from 'vitest'
import { parseEnv } from '../platform/config/env.ts'
import { createLogger } from '../platform/logger.ts'
import { weatherProviderFor } from './weather.service.ts'

const logger = createLogger('silent')
const providerFor = (env: Record<string, string>) => weatherProviderFor({ env: parseEnv(env), logger })

describe('weatherProviderFor', () => {
  it('answers keyless from Open-Meteo when nothing is configured', () => {
    expect(providerFor({}).cacheTag).toMatch(/^open-meteo-/)
  })

  it('takes WeatherAPI.com when a key is set, and keeps the two configurations’ caches apart', () => {
    const keyed = providerFor({ WEATHER_API_KEY: 'k', WEATHER_BASE_URL: 'https://weather.example/v1' })
    expect(keyed.cacheTag).toMatch(/^weatherapi-/)
    const otherUpstream = providerFor({ WEATHER_API_KEY: 'k', WEATHER_BASE_URL: 'https://other.example/v1' })
    expect(otherUpstream.cacheTag).not.toBe(keyed.cacheTag)
  })
})

import { describe, expect, it } from 'vitest'
import { parsePublicConfig, publicConfig } from '../../contract/public-config.ts'
import { ConfigError, parseEnv } from './env.ts'

describe('STUDIO_ANALYTICS_KEY', () => {
  it('is unset by default, and reaches the public config as null so no page carries the snippet', () => {
    expect(parseEnv({}).STUDIO_ANALYTICS_KEY).toBeUndefined()
    expect(publicConfig(parseEnv({})).studioAnalyticsKey).toBeNull()
    expect(parsePublicConfig({ STUDIO_ANALYTICS_KEY: '' }).studioAnalyticsKey).toBeNull()
  })

  it('takes 12 to 64 URL-safe characters and bakes them into the public config', () => {
    for (const key of ['abcDEF012_-x', 'k'.repeat(64), 'Zq3_x-Vr9LmT0pQs']) {
      expect(parseEnv({ STUDIO_ANALYTICS_KEY: key }).STUDIO_ANALYTICS_KEY).toBe(key)
      expect(parsePublicConfig({ STUDIO_ANALYTICS_KEY: key }).studioAnalyticsKey).toBe(key)
    }
  })

  it('stops start, and a build, with one sentence naming a bad value', () => {
    const sentence =
      "Invalid configuration: STUDIO_ANALYTICS_KEY must be the key the Clients page shows for the studio's own site: 12 to 64 letters, digits, _ or -"
    for (const bad of ['short', 'k'.repeat(65), 'has spaces in it', 'quote"break"out', 'a/b/c/d/e/f/g']) {
      expect(() => parseEnv({ STUDIO_ANALYTICS_KEY: bad })).toThrow(ConfigError)
      expect(() => parseEnv({ STUDIO_ANALYTICS_KEY: bad })).toThrow(sentence)
      expect(() => parsePublicConfig({ STUDIO_ANALYTICS_KEY: bad })).toThrow(sentence)
    }
  })
})

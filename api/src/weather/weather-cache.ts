import type { Redis } from 'ioredis'
import type { Logger } from '../platform/logger.ts'

export interface WeatherCache {
  get(key: string): Promise<string | undefined>
  set(key: string, value: string, ttlSeconds: number): Promise<void>
}

/** Shared by every API replica through Redis; a Redis that is away only means a cache miss. */
export function redisWeatherCache(redis: Redis, logger: Logger): WeatherCache {
  return {
    async get(key) {
      try {
        return (await redis.get(key)) ?? undefined
      } catch (error) {
        logger.debug({ err: error }, 'weather cache read skipped')
        return undefined
      }
    },
    async set(key, value, ttlSeconds) {
      await redis.set(key, value, 'EX', ttlSeconds).catch((error: unknown) => {
        logger.debug({ err: error }, 'weather cache write skipped')
      })
    },
  }
}

/** One process's memory, for running without Redis; expired entries are dropped as they are met. */
export function memoryWeatherCache(now: () => number = Date.now, limit = 10_000): WeatherCache {
  const entries = new Map<string, { value: string; expiresAt: number }>()
  return {
    async get(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (entry.expiresAt > now()) return entry.value
      entries.delete(key)
      return undefined
    },
    async set(key, value, ttlSeconds) {
      entries.delete(key)
      entries.set(key, { value, expiresAt: now() + ttlSeconds * 1000 })
      if (entries.size > limit) entries.delete(entries.keys().next().value!)
    },
  }
}

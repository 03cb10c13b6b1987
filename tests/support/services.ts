import { Redis } from 'ioredis'
import { startEmbeddedPostgres } from '@studio/api/platform/db/embedded-postgres'

/**
 * The PostgreSQL and Redis that tests use: DATABASE_URL / REDIS_URL when set (CI), else an embedded
 * PostgreSQL under .data/test and the Redis on the standard local port. A missing one is a clear failure.
 */
export async function resolveTestServices() {
  const postgres = process.env.DATABASE_URL
    ? { url: process.env.DATABASE_URL, stop: async () => undefined }
    : await startEmbeddedPostgres('.data/test')
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null })
  redis.on('error', () => undefined) // the failed connect is reported by connect() itself
  try {
    await redis.connect()
    await redis.ping()
  } catch {
    throw new Error(`Tests need Redis at ${redisUrl} (set REDIS_URL, or start redis-server). None answered.`)
  } finally {
    redis.disconnect()
  }
  return { adminUrl: postgres.url, redisUrl, stopPostgres: postgres.stop }
}

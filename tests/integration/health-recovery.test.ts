import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEnv } from '@studio/api/platform/config/env'
import { startEmbeddedPostgres, type EmbeddedDatabase } from '@studio/api/platform/db/embedded-postgres'
import { migrateUp } from '@studio/api/platform/db/migrate'
import { startJobProducer } from '@studio/api/jobs'
import { startServer, type RunningServer } from '@studio/api/server'
import { uniqueName } from '../support/databases.ts'
import { startPrivateRedis } from '../support/redis-server.ts'
import { waitFor } from '../support/wait-for.ts'

// PostgreSQL and Redis of this test's own, so stopping them disturbs nobody else.
describe('health while PostgreSQL or Redis is down', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'studio-faults-'))
  let postgres: EmbeddedDatabase
  let redis: Awaited<ReturnType<typeof startPrivateRedis>>
  let server: RunningServer

  beforeAll(async () => {
    postgres = await startEmbeddedPostgres(dataDir)
    await migrateUp(postgres.url)
    redis = await startPrivateRedis()
    const env = parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
    })
    server = await startServer({
      env,
      jobSystem: startJobProducer,
      port: 0,
      queuePrefix: uniqueName('faults'),
    })
  }, 120_000)

  afterAll(async () => {
    await server?.stop()
    await redis?.stop()
    await postgres?.stop()
  })

  const health = async () => {
    const response = await fetch(`${server.url}/api/health`)
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  it('turns 503 naming Redis while it is down, and recovers by itself', async () => {
    await waitFor('a healthy start', async () => (await health()).status === 200)
    await redis.stop()
    const down = await waitFor('503 for Redis', async () => {
      const reply = await health()
      return reply.status === 503 ? reply : undefined
    })
    expect(down.body).toMatchObject({ db: 'ok', redis: 'down', error: 'Unavailable: the Redis is down.' })

    redis = await startPrivateRedis(redis.port)
    const back = await waitFor(
      'recovery after Redis returns',
      async () => {
        const reply = await health()
        return reply.status === 200 ? reply : undefined
      },
      30_000,
    )
    expect(back.body).toMatchObject({ db: 'ok', redis: 'ok', queue: { state: 'ok' } })
  })

  it('turns 503 naming the database while PostgreSQL is down, and recovers by itself', async () => {
    await postgres.stop()
    const down = await waitFor('503 for the database', async () => {
      const reply = await health()
      return reply.status === 503 ? reply : undefined
    })
    expect(down.body).toMatchObject({ db: 'down', redis: 'ok', error: 'Unavailable: the database is down.' })

    postgres = await startEmbeddedPostgres(dataDir)
    await waitFor('recovery after PostgreSQL returns', async () => (await health()).status === 200, 30_000)
  })
})

import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { parseEnv } from '@studio/api/platform/config/env'
import { startJobProducer } from '@studio/api/jobs'
import { startServer, type RunningServer } from '@studio/api/server'
import { createMigratedDatabase, uniqueName } from '../support/databases.ts'
import { createUser } from '../support/factories.ts'
import { captureLogs } from '../support/log-capture.ts'
import { startPrivateRedis } from '../support/redis-server.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { waitFor } from '../support/wait-for.ts'

// RATE_LIMIT_MAX=3 lowers every per-IP limit so a test reaches it in a few calls.
const limitedEnv = { RATE_LIMIT_MAX: '3' }

async function callTimes(times: number, call: (attempt: number) => request.Test) {
  const statuses: number[] = []
  for (let attempt = 0; attempt < times; attempt++) statuses.push((await call(attempt)).status)
  return statuses
}

describe.each(['redis', 'in-process'] as const)('rate limits with the %s store', (queue) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ queue, env: limitedEnv })
    // A count made while the connection is still coming up goes to memory; these tests are about Redis's.
    if (queue === 'redis')
      await waitFor('the API to connect to Redis', () => server.deps.redis?.status === 'ready')
  })
  afterAll(() => server.stop())
  const api = () => request(server.url)

  it('answers 429 with a sentence after 3 failed sign-ins, counting only failures', async () => {
    const user = await createUser(server.deps)
    const good = () =>
      api().post('/api/auth/login.php').send({ username: user.username, password: user.password })
    expect(await callTimes(4, good)).toEqual([200, 200, 200, 200])
    const bad = () =>
      api().post('/api/auth/login.php').send({ username: user.username, password: 'wrong-password' })
    expect(await callTimes(3, bad)).toEqual([401, 401, 401])
    const refused = await good()
    expect(refused.status).toBe(429)
    expect(refused.body.error).toBe('Too many failed sign-in attempts. Please wait 15 minutes and try again.')
    expect(refused.headers['ratelimit-policy']).toBeDefined()
  })

  it('limits registrations and account mails per IP', async () => {
    const register = (attempt: number) =>
      api()
        .post('/api/auth/register.php')
        .send({
          username: `limited_${queue}_${attempt}`,
          email: `l${attempt}@example.test`,
          password: 'long-enough',
        })
    expect(await callTimes(4, register)).toEqual([201, 201, 201, 429])
    const forgot = () => api().post('/api/auth/forgot_password.php').send({ email: 'someone@example.test' })
    const statuses = await callTimes(4, forgot)
    expect(statuses).toEqual([200, 200, 200, 429])
    const refused = await forgot()
    expect(refused.body.error).toBe(
      'Too many requests for account emails. Please wait a few minutes and try again.',
    )
  })

  it('keeps the limits of different routes apart', async () => {
    const link = () => api().post('/api/auth/sign_in_link.php').send({ email: 'someone@example.test' })
    expect(await callTimes(3, link)).toEqual([200, 200, 200])
  })
})

// The API alone (no worker in-process) over a Redis of this test's own, so stopping it disturbs nobody.
describe('rate limits while Redis is down', () => {
  let redis: Awaited<ReturnType<typeof startPrivateRedis>>
  let database: Awaited<ReturnType<typeof createMigratedDatabase>>
  let server: RunningServer
  const logs = captureLogs()
  beforeAll(async () => {
    redis = await startPrivateRedis()
    database = await createMigratedDatabase(
      inject('adminDatabaseUrl'),
      'studio_test',
      inject('templateDatabase'),
    )
    const env = parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'debug',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'studio-limits-')),
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      ...limitedEnv,
    })
    server = await startServer({
      env,
      jobSystem: startJobProducer,
      port: 0,
      queuePrefix: uniqueName('limits'),
      logDestination: logs.destination,
    })
  })
  afterAll(async () => {
    await server?.stop()
    await redis?.stop()
    await database?.drop()
  })

  it('keeps limiting in memory (never open, never a 500), and counts in Redis again once it is back', async () => {
    const user = await createUser(server.deps)
    const bad = () =>
      request(server.url).post('/api/auth/login.php').send({ username: user.username, password: 'nope-nope' })
    await redis.stop()
    expect(await callTimes(5, bad)).toEqual([401, 401, 401, 429, 429])
    const refused = await bad()
    expect(refused.body.error).toBe('Too many failed sign-in attempts. Please wait 15 minutes and try again.')
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(logs.lines.join('')).toContain('rate limit counting in memory while Redis is unavailable')
    const visit = () => request(server.url).post('/api/dashboard/visitors.php')
    expect(await callTimes(4, visit)).toEqual([204, 204, 204, 429])

    // The restarted Redis is empty: three more refusals pass only if Redis, not the memory count
    // (already past the limit), decides.
    redis = await startPrivateRedis(redis.port)
    await waitFor('the API to reconnect to Redis', () => server.deps.redis?.status === 'ready', 20_000)
    expect(await callTimes(4, bad)).toEqual([401, 401, 401, 429])
    expect(logs.lines.join('')).toContain('rate limit counting in Redis again')
  })
})

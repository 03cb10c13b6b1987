import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDeployment, type Deployment } from '../support/deployment.ts'
import { startPrivateRedis } from '../support/redis-server.ts'

// A Redis stopped with SIGSTOP keeps its sockets open: nothing fails, nothing answers. Before the command
// timeout and the rate-limit store's deadline, every rate-limited call waited until Redis resumed.
describe('a stalled Redis', () => {
  const limit = 3
  /** A hang guard far above the store's half-second deadline: the old code never answered at all. */
  const answerWithinMs = 8_000
  let redis: Awaited<ReturnType<typeof startPrivateRedis>>
  let deployment: Deployment

  beforeAll(async () => {
    redis = await startPrivateRedis()
    // One API process: while Redis stalls each process counts in its own memory.
    deployment = await startDeployment({
      env: { REDIS_URL: redis.url, API_PROCESSES: '1', RATE_LIMIT_MAX: String(limit) },
    })
  }, 120_000)
  afterAll(async () => {
    redis?.thaw()
    await deployment?.stop()
    await redis?.stop()
  })

  const post = (path: string, body: object) =>
    fetch(`${deployment.url}/api${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(answerWithinMs),
    })

  it('answers sign-in and forgot-password with the limits held in memory, and counts in Redis once it resumes', async () => {
    redis.freeze()
    try {
      const logins: number[] = []
      const forgots: number[] = []
      for (let n = 0; n <= limit; n++) {
        logins.push(
          (await post('/auth/login.php', { username: 'nobody', password: 'wrong-password' })).status,
        )
        forgots.push((await post('/auth/forgot_password.php', { email: 'nobody@example.com' })).status)
      }
      expect(logins).toEqual([...Array<number>(limit).fill(401), 429])
      expect(forgots).toEqual([...Array<number>(limit).fill(200), 429])
    } finally {
      redis.thaw()
    }

    expect((await post('/auth/sign_in_link.php', { email: 'nobody@example.com' })).status).toBe(200)
    const client = new Redis(redis.url)
    try {
      const keys = await client.keys('rate-limit:*:sign-in-link:*')
      expect(keys).toHaveLength(1)
      expect(await client.get(keys[0]!)).toBe('1')
    } finally {
      client.disconnect()
    }
  })
})

import { afterEach, describe, expect, it } from 'vitest'
import { connectFailFast, whenReady } from '@studio/api/platform/jobs/redis-connection'
import { watchRedis } from '@studio/worker/redis-watchdog'
import { startPrivateRedis } from '../support/redis-server.ts'
import { waitFor } from '../support/wait-for.ts'

// The worker exits when Redis stays away (compose restarts an exited container, never an unhealthy one).
describe('the worker Redis watchdog', () => {
  const cleanups: (() => Promise<void> | void)[] = []
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })

  async function watchedRedis(limitMs: number) {
    const redis = await startPrivateRedis()
    cleanups.push(() => redis.stop())
    const connection = connectFailFast(redis.url, 'watchdog-test')
    connection.on('error', () => undefined) // the watchdog's failed pings are what this test is about
    cleanups.push(() => connection.disconnect())
    // Times taken where the events happen, not when this test's polling sees them.
    const checks = { answered: 0, unanswered: 0, lastAnsweredAt: 0, lostAt: 0 }
    const lost: number[] = []
    const stop = watchRedis({
      isReachable: async () => {
        const answered = (await whenReady(connection, 500)) && (await connection.ping()) === 'PONG'
        checks[answered ? 'answered' : 'unanswered'] += 1
        if (answered) checks.lastAnsweredAt = Date.now()
        return answered
      },
      onLost: (unreachableForMs) => {
        checks.lostAt = Date.now()
        lost.push(unreachableForMs)
      },
      limitMs,
      checkEveryMs: 50,
    })
    cleanups.push(stop)
    return { redis, checks, lost }
  }

  it('keeps quiet while Redis answers', async () => {
    const { checks, lost } = await watchedRedis(200)
    await waitFor('ten answered checks', () => checks.answered >= 10)
    expect(checks.unanswered).toBe(0)
    expect(lost).toEqual([])
  })

  it('reports Redis lost after it has been away for longer than the limit', async () => {
    const { redis, checks, lost } = await watchedRedis(400)
    await waitFor('an answered check', () => checks.answered >= 1)
    await redis.stop()
    await waitFor('Redis reported lost', () => lost.length === 1)
    expect(checks.lostAt - checks.lastAnsweredAt).toBeGreaterThan(400)
    expect(lost[0]).toBeGreaterThan(400)
    expect(checks.unanswered).toBeGreaterThan(1)
  })
})

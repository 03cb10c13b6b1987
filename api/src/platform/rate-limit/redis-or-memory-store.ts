import { MemoryStore, type IncrementResponse, type Options, type Store } from 'express-rate-limit'
import type { Logger } from '../logger.ts'

/**
 * How long a count waits for Redis before counting in memory. A stalled Redis (stopped, not gone) keeps its
 * connection open, so without a deadline a sign-in would wait as long as the stall lasts.
 */
export const redisDeadlineMs = 500

/**
 * Counts in Redis (shared by every API process) and, while Redis fails or stalls, in this process's memory:
 * a limit never lets requests through uncounted because Redis is down. Every count tries Redis first, so
 * counting moves back to Redis as soon as it answers again.
 */
export class RedisOrMemoryStore implements Store {
  private readonly memory = new MemoryStore()
  private redisFailing = false
  /** Read by express-rate-limit's double-count check: the Redis prefix names this limit. */
  readonly prefix: string | undefined

  constructor(
    private readonly redis: Store,
    private readonly logger: Logger,
    private readonly limitName: string,
  ) {
    this.prefix = redis.prefix
  }

  init(options: Options): void {
    void this.redis.init?.(options)
    this.memory.init(options)
  }

  async increment(key: string): Promise<IncrementResponse> {
    try {
      const counted = await withinDeadline(this.redis.increment(key))
      if (this.redisFailing) {
        this.redisFailing = false
        this.logger.info({ limit: this.limitName }, 'rate limit counting in Redis again')
      }
      return counted
    } catch (error) {
      if (!this.redisFailing) {
        this.redisFailing = true
        this.logger.warn(
          { limit: this.limitName, reason: (error as Error).message },
          'rate limit counting in memory while Redis is unavailable',
        )
      }
      return this.memory.increment(key)
    }
  }

  // Sign-in takes back the count of a successful attempt; the count was made where Redis's state says.
  async decrement(key: string): Promise<void> {
    if (this.redisFailing) return this.memory.decrement(key)
    await withinDeadline(this.redis.decrement(key))
  }

  async resetKey(key: string): Promise<void> {
    this.memory.resetKey(key)
    await withinDeadline(this.redis.resetKey(key))
  }

  shutdown(): void {
    this.memory.shutdown()
  }
}

/** The reply, or a rejection once `redisDeadlineMs` has passed; a reply that comes later is dropped. */
function withinDeadline<T>(answer: T | Promise<T>): Promise<T> {
  const reply = Promise.resolve(answer)
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Redis did not answer within ${redisDeadlineMs} ms`)),
      redisDeadlineMs,
    )
  })
  reply.catch(() => undefined) // a late failure after the deadline has nobody left to tell
  return Promise.race([reply, deadline]).finally(() => clearTimeout(timer))
}

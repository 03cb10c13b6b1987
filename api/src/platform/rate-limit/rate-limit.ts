import { createHash } from 'node:crypto'
import type { RequestHandler } from 'express'
import { ipKeyGenerator, rateLimit } from 'express-rate-limit'
import { RedisStore } from 'rate-limit-redis'
import type { Redis } from 'ioredis'
import type { Env } from '../config/env.ts'
import type { Db } from '../db/pool.ts'
import type { Logger } from '../logger.ts'
import { RedisOrMemoryStore } from './redis-or-memory-store.ts'

/** What a limiter needs of the app's deps. */
export interface RateLimitDeps {
  env: Pick<Env, 'RATE_LIMIT_MAX'>
  db: Db
  logger: Logger
  /** Absent when REDIS_URL is unset: each process counts in its own memory. */
  redis?: Redis
}

export interface RateLimitRule {
  /** Names the limited action in Redis keys and logs. */
  name: string
  limit: number
  windowMinutes: number
  /** The sentence a 429 carries. */
  message: string
  /** Count only refused attempts (sign-in: a person who types the password right is never limited). */
  countFailuresOnly?: boolean
  /**
   * 'account': count per signed-in account, not per address (put it after the sign-in check, which sets
   * req.user); an admin is never held by it. Default 'address'.
   */
  per?: 'address' | 'account'
}

/**
 * A per-IP (or per-account) limit on one route. Counters live in Redis when the app has it (so every API
 * replica shares them) and in memory otherwise. While Redis is down each process counts in its own memory: the limit
 * holds (per process) and the request is still answered. Past the limit the request is refused with 429,
 * or handed to `whenReached` instead (the analytics beacon drops it quietly).
 */
export function rateLimited(
  deps: RateLimitDeps,
  rule: RateLimitRule,
  whenReached?: RequestHandler,
): RequestHandler {
  return rateLimit({
    windowMs: rule.windowMinutes * 60_000,
    limit: deps.env.RATE_LIMIT_MAX ?? rule.limit,
    // A limit that drops quietly says nothing about itself either.
    standardHeaders: whenReached ? false : 'draft-8',
    legacyHeaders: false,
    skipSuccessfulRequests: rule.countFailuresOnly ?? false,
    keyGenerator: (req) =>
      rule.per === 'account' ? `account-${req.user!.id}` : ipKeyGenerator(req.ip ?? 'unknown'),
    skip: (req) => rule.per === 'account' && req.user?.isAdmin === true,
    handler: (req, res, next) => {
      if (whenReached) return whenReached(req, res, next)
      req.log.info({ limit: rule.name }, 'rate limit reached')
      res.status(429).json({ error: rule.message, requestId: req.id })
    },
    store: deps.redis
      ? new RedisOrMemoryStore(redisStore(deps.redis, deps.db, rule.name), deps.logger, rule.name)
      : undefined,
    passOnStoreError: false,
    logger: deps.logger,
  })
}

function redisStore(redis: Redis, db: Db, name: string): RedisStore {
  return new RedisStore({
    // Scoped by database: replicas of one deployment share counters, separate test databases do not.
    prefix: `rate-limit:${databaseName(db.options.connectionString)}:${name}:`,
    sendCommand: async (command: string, ...args: string[]) => {
      const reply = redis.call(command, ...args) as Promise<string>
      if (command !== 'SCRIPT' || args[0] !== 'LOAD') return reply
      // SCRIPT LOAD answers the script's SHA1. Answered locally while Redis is away (or still connecting at
      // start), the store keeps a valid SHA instead of a failure; its first EVALSHA meets NOSCRIPT and the
      // store loads the script for real.
      return reply.catch(() =>
        createHash('sha1')
          .update(args[1] ?? '')
          .digest('hex'),
      )
    },
  })
}

function databaseName(connectionString: string | undefined): string {
  try {
    return new URL(connectionString ?? '').pathname.slice(1) || 'default'
  } catch {
    return 'default'
  }
}

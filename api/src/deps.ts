import type { Redis } from 'ioredis'
import type { Env } from './platform/config/env.ts'
import type { Db } from './platform/db/pool.ts'
import type { JobQueue } from './platform/jobs/job-queue.ts'
import type { OutboxRelay } from './mail/outbox.ts'
import type { Logger } from './platform/logger.ts'
import type { SiteEventCollector } from './site-analytics/event-collector.ts'

/** Everything the HTTP layer needs, built once by server.ts (or by a test) and passed to createApp. */
export interface AppDeps {
  env: Env
  logger: Logger
  db: Db
  jobs: JobQueue
  outbox: OutboxRelay
  /** POST /api/v's collector and its event buffer, flushed on shutdown. */
  siteEvents: SiteEventCollector
  /** A fail-fast Redis connection (health, rate limits); absent when REDIS_URL is unset. */
  redis?: Redis
  jwtSecret: string
  /** The built site to serve (web/build/client); absent in the API-only container. */
  siteDir?: string
  /** Injectable clock for date rules (overdue bills). */
  now: () => Date
}

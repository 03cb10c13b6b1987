import type { HealthReport, PartState } from '../contract/site.ts'
import { pendingMigrations } from '../platform/db/migrate.ts'
import type { Db } from '../platform/db/pool.ts'
import type { AppDeps } from '../deps.ts'
import { whenReady } from '../platform/jobs/redis-connection.ts'

const checkTimeoutMs = 1_000

/**
 * The migrations the database still lacks. Asked of the database until it has them all; after that the
 * answer is kept, since a running API only ever sees the schema move forward.
 */
export function pendingMigrationsCheck(db: Db): () => Promise<string[]> {
  let upToDate = false
  return async () => {
    if (upToDate) return []
    const pending = await pendingMigrations(db)
    upToDate = pending.length === 0
    return pending
  }
}

/** Asks each part at once, each with a short timeout, so a dead part answers "down" fast. */
export async function checkHealth(
  { db, redis, jobs }: Pick<AppDeps, 'db' | 'redis' | 'jobs'>,
  pendingMigrationsOf: () => Promise<string[]>,
): Promise<HealthReport> {
  const [dbState, redisState, queue, pending] = await Promise.all([
    probe(() => db.query('SELECT 1')),
    redis ? probe(() => pingRedis(redis)) : Promise.resolve<PartState>('not configured'),
    withTimeout(jobs.health()).then(
      ({ state }): HealthReport['queue'] => ({ state }),
      (): HealthReport['queue'] => ({ state: 'down' }),
    ),
    withTimeout(pendingMigrationsOf()).catch(() => undefined),
  ])
  if (!pending) return { db: dbState, redis: redisState, queue, schema: 'unknown' }
  if (pending.length === 0) return { db: dbState, redis: redisState, queue, schema: 'ok' }
  return { db: dbState, redis: redisState, queue, schema: 'behind', pendingMigrations: pending }
}

/** Why the API cannot serve, as one sentence; undefined when it can. */
export function unavailableReason(report: HealthReport): string | undefined {
  const down: string[] = []
  if (report.db === 'down') down.push('database')
  if (report.redis === 'down') down.push('Redis')
  if (report.queue.state === 'down' && report.redis !== 'down') down.push('job queue')
  if (down.length > 0)
    return `Unavailable: the ${down.join(' and the ')} ${down.length > 1 ? 'are' : 'is'} down.`
  const pending = report.pendingMigrations ?? []
  if (pending.length > 0)
    return (
      `Unavailable: the database schema is behind this release; pending migration${pending.length > 1 ? 's' : ''}: ` +
      `${pending.join(', ')} (run \`npm run migrate\`).`
    )
  return undefined
}

async function pingRedis(redis: NonNullable<AppDeps['redis']>) {
  if (!(await whenReady(redis, 500))) throw new Error('Redis is not connected')
  return redis.ping()
}

async function probe(check: () => Promise<unknown>): Promise<PartState> {
  try {
    await withTimeout(check())
    return 'ok'
  } catch {
    return 'down'
  }
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('health check timed out')), checkTimeoutMs)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

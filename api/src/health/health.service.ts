import type { AppDeps } from '../deps.ts'
import type { QueueHealth } from '../jobs/job-queue.ts'
import { whenReady } from '../jobs/redis-connection.ts'

export type PartState = 'ok' | 'down' | 'not configured'

export interface HealthReport {
  db: PartState
  redis: PartState
  queue: QueueHealth
}

const checkTimeoutMs = 1_000

/** Asks each part at once, each with a short timeout, so a dead part answers "down" fast. */
export async function checkHealth({
  db,
  redis,
  jobs,
}: Pick<AppDeps, 'db' | 'redis' | 'jobs'>): Promise<HealthReport> {
  const [dbState, redisState, queue] = await Promise.all([
    probe(() => db.query('SELECT 1')),
    redis ? probe(() => pingRedis(redis)) : Promise.resolve<PartState>('not configured'),
    withTimeout(jobs.health()).catch((): QueueHealth => ({ state: 'down' })),
  ])
  return { db: dbState, redis: redisState, queue }
}

export function downParts(report: HealthReport): string[] {
  const down: string[] = []
  if (report.db === 'down') down.push('database')
  if (report.redis === 'down') down.push('Redis')
  if (report.queue.state === 'down' && report.redis !== 'down') down.push('job queue')
  return down
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

import { parseEnv, ConfigError } from '@studio/api/platform/config/env'
import { createPool } from '@studio/api/platform/db/pool'
import { connectFailFast, whenReady } from '@studio/api/platform/jobs/redis-connection'
import { createLogger } from '@studio/api/platform/logger'
import { heartbeatFile, startHeartbeat } from './heartbeat.ts'
import { startJobWorker } from './job-runtime.ts'
import { redisLossLimitMs, watchRedis } from './redis-watchdog.ts'

/** The worker as its own process (the `worker` service in compose): needs DATABASE_URL and REDIS_URL. */
async function main() {
  const env = parseEnv()
  if (!env.REDIS_URL || !env.DATABASE_URL) {
    throw new ConfigError('Invalid configuration: the worker needs DATABASE_URL and REDIS_URL')
  }
  const logger = createLogger(env.LOG_LEVEL).child({ service: 'worker' })
  const db = createPool(env.DATABASE_URL, logger, env.PG_POOL_MAX)
  const worker = await startJobWorker({ env, db, logger, redisUrl: env.REDIS_URL, prefix: env.QUEUE_PREFIX })
  const heartbeatRedis = connectFailFast(env.REDIS_URL, 'studio-worker-heartbeat')
  heartbeatRedis.on('error', () => undefined) // a failed ping is the answer; the worker logs Redis errors
  const redisAnswers = async () =>
    (await whenReady(heartbeatRedis, 2_000)) && (await heartbeatRedis.ping()) === 'PONG'
  const stopHeartbeat = startHeartbeat(
    heartbeatFile(env.DATA_DIR),
    async () => worker.isRunning() && (await redisAnswers()),
  )
  // Active jobs cannot finish without Redis either: their locks lapse and another worker retries them.
  const stopRedisWatchdog = watchRedis({
    isReachable: redisAnswers,
    onLost: (unreachableForMs) => {
      logger.error(
        { unreachableForMs, limitMs: redisLossLimitMs },
        'Redis unreachable for too long: exiting so the restart policy starts a fresh worker',
      )
      process.exit(1)
    },
  })
  logger.info({ mail: worker.mail }, 'worker started')

  const shutdown = async (signal: string) => {
    logger.info({ signal }, 'worker stopping: finishing active jobs')
    stopHeartbeat()
    stopRedisWatchdog()
    heartbeatRedis.disconnect()
    await worker.close()
    await db.end()
    process.exit(0)
  }
  process.once('SIGTERM', () => void shutdown('SIGTERM'))
  process.once('SIGINT', () => void shutdown('SIGINT'))
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
})

import { parseEnv, ConfigError } from '@studio/api/config/env'
import { createPool } from '@studio/api/db/pool'
import { createLogger } from '@studio/api/logger'
import { createJobHandlers } from './handlers.ts'
import { createMailer } from './mail/mailer.ts'
import { startQueueWorker } from './queue-worker.ts'
import { startSchedules } from './schedule.ts'

/** The worker as its own process (the `worker` service in compose): needs DATABASE_URL and REDIS_URL. */
async function main() {
  const env = parseEnv()
  if (!env.REDIS_URL || !env.DATABASE_URL) {
    throw new ConfigError('Invalid configuration: the worker needs DATABASE_URL and REDIS_URL')
  }
  const logger = createLogger(env.LOG_LEVEL).child({ service: 'worker' })
  const db = createPool(env.DATABASE_URL, logger)
  const mailer = createMailer(env)
  const handlers = createJobHandlers({ env, db, logger, mailer, now: () => new Date() })
  const prefix = env.QUEUE_PREFIX
  const worker = startQueueWorker({ redisUrl: env.REDIS_URL, prefix, handlers, logger })
  const schedules = await startSchedules({ redisUrl: env.REDIS_URL, prefix, logger })
  logger.info({ mail: mailer.description }, 'worker started')

  const shutdown = async (signal: string) => {
    logger.info({ signal }, 'worker stopping: finishing active jobs')
    await schedules.close()
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

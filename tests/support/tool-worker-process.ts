import { parseEnv } from '@studio/api/platform/config/env'
import { createPool } from '@studio/api/platform/db/pool'
import { createLogger } from '@studio/api/platform/logger'
import { connectJobQueue } from '@studio/api/jobs'
import { mailRetrySettings } from '@studio/api/mail/mail-retry'
import { createJobHandlers } from '@studio/worker/handlers'
import { createMailer } from '@studio/api/mail/mailer'
import { startQueueWorker } from '@studio/worker/queue-worker'

// A worker as its own process, for tests that kill it mid-job: the real handlers, the test's queue prefix
// (QUEUE_PREFIX), and short locks so a killed worker's job is noticed as stalled within seconds.
const env = parseEnv()
const logger = createLogger('warn').child({ service: 'test-worker' })
const db = createPool(env.DATABASE_URL!, logger, env.PG_POOL_MAX)
const jobs = await connectJobQueue({
  redisUrl: env.REDIS_URL!,
  prefix: process.env.QUEUE_PREFIX,
  logger,
  mailRetry: mailRetrySettings(env),
})
const handlers = createJobHandlers({
  env,
  db,
  logger,
  mailer: createMailer(env),
  now: () => new Date(),
  jobs,
})
const worker = startQueueWorker({
  redisUrl: env.REDIS_URL!,
  prefix: process.env.QUEUE_PREFIX,
  handlers,
  logger,
  stalledJobs: { lockDurationMs: 2_000, stalledIntervalMs: 1_000 },
})
worker.on('active', (job) => process.stdout.write(`active ${job.name} ${job.id}\n`))
await worker.waitUntilReady()
process.stdout.write('ready\n')
process.once(
  'SIGTERM',
  () =>
    void worker
      .close()
      .then(() => jobs.close())
      .then(() => db.end())
      .then(() => process.exit(0)),
)

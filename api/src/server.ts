import { STATUS_CODES, type Server } from 'node:http'
import type { Duplex } from 'node:stream'
import net from 'node:net'
import type { DestinationStream } from 'pino'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { createMailer } from '@studio/worker/mail/mailer'
import { createJobHandlers } from '@studio/worker/handlers'
import { startQueueWorkers } from '@studio/worker/queue-worker'
import { startSchedules } from '@studio/worker/schedule'
import { createApp } from './app.ts'
import { startInProcessBillSchedule } from './bills/in-process-bill-schedule.ts'
import { applyStudioMembers } from './households/households.service.ts'
import type { AppDeps } from './deps.ts'
import { ConfigError, parseEnv, type Env } from './config/env.ts'
import { resolveJwtSecret } from './config/secrets.ts'
import { openMigratedDatabase, type MigratedDatabase } from './db/migrated-database.ts'
import { createPool } from './db/pool.ts'
import { createInProcessJobQueue } from './jobs/in-process-job-queue.ts'
import type { JobQueue } from './jobs/job-queue.ts'
import { mailRetrySettings } from './jobs/mail-retry.ts'
import { startOutboxRelay } from './jobs/outbox.ts'
import { startInProcessRetention } from './retention/in-process-retention.ts'
import { connectFailFast } from './jobs/redis-connection.ts'
import { createRedisJobQueue } from './jobs/redis-job-queue.ts'
import { createLogger } from './logger.ts'
import { runInProcesses } from './process-cluster.ts'

const defaultSiteDir = fileURLToPath(new URL('../../web/build/client', import.meta.url))
const shutdownGraceMs = 25_000
const drainGraceMs = 2_000

export interface StartOptions {
  env?: Env
  /** Also consume the queue in this process (npm start with REDIS_URL: "the API and one worker"). */
  withWorker?: boolean
  /** Listen on this port instead of env.PORT (0: any free port; tests). */
  port?: number
  /** Exit the process on SIGTERM/SIGINT after draining (off in tests, which call stop()). */
  handleSignals?: boolean
  /** BullMQ key prefix (tests give each run its own). */
  queuePrefix?: string
  /** Where log lines go (tests capture them); stdout by default. */
  logDestination?: DestinationStream
  /** A database the caller already opened and migrated (npm start does it while the site builds). */
  database?: MigratedDatabase
}

export interface RunningServer {
  server: Server
  url: string
  deps: AppDeps
  stop(): Promise<void>
}

/**
 * Starts the product: database (embedded PostgreSQL when DATABASE_URL is unset, migrated on start),
 * the job queue (BullMQ over Redis, or in-process without REDIS_URL), the HTTP app, and a clean shutdown
 * that finishes in-flight requests before closing the pool and the queues.
 */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const env = options.env ?? parseEnv()
  const logger = createLogger(env.LOG_LEVEL, options.logDestination).child({ service: 'api' })
  const closers: (() => Promise<unknown>)[] = []
  const jwtSecret = resolveJwtSecret(env) // first: a bad secret file stops start before anything runs

  let databaseUrl = env.DATABASE_URL
  if (options.database) {
    closers.push(options.database.stop)
    databaseUrl = options.database.url
  } else if (!databaseUrl) {
    const started = Date.now()
    const embedded = await openMigratedDatabase(env)
    closers.push(embedded.stop)
    databaseUrl = embedded.url
    logger.info(
      { ms: Date.now() - started, migrations: embedded.applied },
      'embedded PostgreSQL ready (DATABASE_URL unset)',
    )
  }
  const db = createPool(databaseUrl, logger, env.PG_POOL_MAX)
  closers.unshift(() => db.end())
  // Not fatal: with migrations still pending, the first bills call sets the names (householdMemberOfSession).
  await applyStudioMembers(db, env.HOUSEHOLD_MEMBERS, logger).catch((error: unknown) =>
    logger.warn({ err: error }, 'studio household names not applied'),
  )

  const mailer = createMailer(env)
  const now = () => new Date()
  const handlerDeps = { env, db, logger, mailer, now }
  const mailRetry = mailRetrySettings(env)
  let jobs: JobQueue
  const redis = env.REDIS_URL ? connectFailFast(env.REDIS_URL, 'studio-api') : undefined
  if (env.REDIS_URL && redis) {
    redis.on('error', (error) => logger.debug({ err: error }, 'redis connection error'))
    const prefix = options.queuePrefix ?? env.QUEUE_PREFIX
    jobs = createRedisJobQueue({ redisUrl: env.REDIS_URL, prefix, logger, mailRetry })
    if (options.withWorker) {
      const handlers = createJobHandlers(handlerDeps)
      const worker = startQueueWorkers({
        redisUrl: env.REDIS_URL,
        prefix,
        handlers,
        logger,
        mailRetry,
        jobConcurrency: env.JOB_CONCURRENCY,
      })
      const schedules = await startSchedules({ redisUrl: env.REDIS_URL, prefix, logger })
      closers.unshift(
        () => worker.close(),
        () => schedules.close(),
      )
    }
    closers.unshift(async () => redis.disconnect())
  } else {
    logger.warn(
      'REDIS_URL is unset: jobs run inside the API process and are lost if it stops (unsent mail is sent after the next start)',
    )
    jobs = createInProcessJobQueue(createJobHandlers(handlerDeps), logger, mailRetry, env.JOB_CONCURRENCY)
    const stopBillSchedule = startInProcessBillSchedule(jobs, logger)
    const stopRetention = startInProcessRetention(jobs, logger)
    closers.unshift(async () => stopBillSchedule())
    closers.unshift(async () => stopRetention())
  }
  closers.unshift(() => jobs.close())
  const outbox = startOutboxRelay(db, jobs, logger)
  closers.unshift(async () => outbox.stop())

  const siteDir = existsSync(defaultSiteDir) ? defaultSiteDir : undefined
  const deps: AppDeps = {
    env,
    logger,
    db,
    jobs,
    outbox,
    redis,
    jwtSecret,
    siteDir,
    now,
  }
  const app = createApp(deps)
  const server = await listen(app, options.port ?? env.PORT)
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : env.PORT
  const url = `http://localhost:${port}`
  logger.info({ url, jobs: jobs.mode, mail: mailer.description, site: siteDir ?? 'not built' }, 'listening')

  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= (async () => {
      await drain(server)
      for (const close of closers) await close().catch((error) => logger.warn({ err: error }, 'close failed'))
    })()
    return stopping
  }

  if (options.handleSignals) {
    const onSignal = (signal: NodeJS.Signals) => {
      logger.info({ signal }, 'stopping: finishing in-flight requests')
      const forced = setTimeout(() => {
        logger.error('in-flight requests did not finish in time; exiting')
        process.exit(1)
      }, shutdownGraceMs)
      forced.unref()
      void stop().then(() => process.exit(0))
    }
    process.once('SIGTERM', onSignal)
    process.once('SIGINT', onSignal)
  }
  return { server, url, deps, stop }
}

/**
 * Stops accepting connections and waits for every accepted one to finish. http.Server#close would also
 * drop idle connections at once, including ones just accepted whose request is still on its way (the
 * client sees a reset); instead, replies during the drain say `Connection: close`, and connections still
 * idle after a grace period are closed then.
 */
async function drain(server: Server) {
  server.prependListener('request', (_req, res) => res.setHeader('Connection', 'close'))
  const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()))
  const grace = setTimeout(() => server.closeIdleConnections(), drainGraceMs)
  await closed
  clearTimeout(grace)
}

/**
 * Requests Node's parser refuses before Express sees them (an address or headers over 16 KB, bad
 * syntax) still get the API's JSON error shape instead of a bare status line.
 */
function answerUnreadableRequest(error: NodeJS.ErrnoException, socket: Duplex) {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy()
    return
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400
  const body = JSON.stringify({
    error:
      status === 431 ? 'The request address or headers are too large.' : 'The request could not be read.',
  })
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  )
}

function listen(app: ReturnType<typeof createApp>, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, (error?: Error) => (error ? reject(error) : resolve(server)))
    // Idle keep-alive sockets are closed on shutdown; these bound slow clients.
    server.headersTimeout = 20_000
    server.requestTimeout = 60_000
    server.on('clientError', answerUnreadableRequest)
  })
}

const isEntryPoint = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]
if (isEntryPoint) {
  try {
    const env = parseEnv()
    const logger = createLogger(env.LOG_LEVEL).child({ service: 'api' })
    await runInProcesses(env.API_PROCESSES, logger, () => startServer({ env, handleSignals: true }))
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error)
    process.exit(1)
  }
}

import { STATUS_CODES, type Server } from 'node:http'
import type { Duplex } from 'node:stream'
import net from 'node:net'
import type { DestinationStream } from 'pino'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { createApp } from './app.ts'
import { applyStudioMembers } from './bills/households.service.ts'
import type { AppDeps } from './deps.ts'
import { ConfigError, parseEnv, type Env } from './platform/config/env.ts'
import { resolveJwtSecret } from './platform/config/secrets.ts'
import { openMigratedDatabase, type MigratedDatabase } from './platform/db/migrated-database.ts'
import { createPool } from './platform/db/pool.ts'
import { startJobProducer } from './jobs.ts'
import { producerNeedsRedis, type StartJobSystem } from './platform/jobs/job-system.ts'
import { startOutboxRelay } from './mail/outbox.ts'
import { connectFailFast } from './platform/jobs/redis-connection.ts'
import { createLogger } from './platform/logger.ts'
import { runInProcesses } from './platform/process-cluster.ts'
import { createSiteEventCollector } from './site-analytics/event-collector.ts'

const defaultSiteDir = fileURLToPath(new URL('../../web/build/client', import.meta.url))
const shutdownGraceMs = 25_000
const drainGraceMs = 2_000

export interface StartOptions {
  env?: Env
  /**
   * Starts the job system this process runs: `startJobProducer` (the API alone, over Redis) or the worker's
   * `createJobSystem` (jobs consumed here too: `npm start`, composed in scripts/start.ts).
   */
  jobSystem: StartJobSystem
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
 * Starts the API: database (embedded PostgreSQL when DATABASE_URL is unset, migrated on start), the job
 * system its caller chose, the HTTP app, and a clean shutdown that finishes in-flight requests before
 * closing the queues and the pool.
 */
export async function startServer(options: StartOptions): Promise<RunningServer> {
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

  const now = () => new Date()
  const redis = env.REDIS_URL ? connectFailFast(env.REDIS_URL, 'studio-api') : undefined
  if (redis) {
    redis.on('error', (error) => logger.debug({ err: error }, 'redis connection error'))
    closers.unshift(async () => redis.disconnect())
  }
  const jobSystem = await options.jobSystem({
    env,
    db,
    logger,
    prefix: options.queuePrefix ?? env.QUEUE_PREFIX,
    now,
  })
  closers.unshift(() => jobSystem.close())
  const jobs = jobSystem.queue
  const outbox = startOutboxRelay(db, jobs, logger)
  closers.unshift(async () => outbox.stop())

  // Closed first (after the drain): the analytics events still buffered are written while the pool is open.
  const siteEvents = createSiteEventCollector({ db, logger, now })
  closers.unshift(() => siteEvents.close())

  const siteDir = existsSync(defaultSiteDir) ? defaultSiteDir : undefined
  const deps: AppDeps = {
    env,
    logger,
    db,
    jobs,
    outbox,
    siteEvents,
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
  logger.info(
    { url, jobs: jobs.mode, mail: jobSystem.mail ?? 'sent by the worker', site: siteDir ?? 'not built' },
    'listening',
  )

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
    if (!env.REDIS_URL) throw new ConfigError(producerNeedsRedis) // before anything starts
    const logger = createLogger(env.LOG_LEVEL).child({ service: 'api' })
    await runInProcesses(env.API_PROCESSES, logger, () =>
      startServer({ env, jobSystem: startJobProducer, handleSignals: true }),
    )
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error)
    process.exit(1)
  }
}

import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '@studio/api/platform/net/free-port'
import { createMigratedDatabase, uniqueName } from './databases.ts'
import { startEmbeddedPostgres } from '@studio/api/platform/db/embedded-postgres'
import { startPrivateRedis } from './redis-server.ts'
import { resolveTestServices } from './services.ts'
import { waitFor } from './wait-for.ts'

export interface DeploymentOptions {
  env?: Record<string, string>
  /** PostgreSQL and Redis of its own, so a drill can stop and restart them without touching others. */
  privateServices?: boolean
  /** Where the processes' output goes; silent by default. */
  output?: 'inherit' | 'ignore'
  /** Extra flags for node in the API and worker processes (a benchmark's --cpu-prof). */
  nodeFlags?: string[]
}

/**
 * The product as `docker compose` runs it, minus the containers: the API (two processes sharing the
 * port, compose's default API_PROCESSES) and the worker as separate processes, over real PostgreSQL and
 * Redis, a fresh migrated database and a private queue prefix.
 * Drills kill and restart the parts; benchmarks load the API.
 */
export async function startDeployment(options: DeploymentOptions = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'studio-deploy-'))
  const privateServices = options.privateServices ? await startPrivateServices(dataDir) : undefined
  const services = privateServices ?? (await resolveTestServices())
  const database = await createMigratedDatabase(services.adminUrl, 'studio_deploy')
  const port = await freePort()
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'deployment-test-secret-that-is-long-enough-0123456789',
    DATABASE_URL: database.url,
    REDIS_URL: services.redisUrl,
    QUEUE_PREFIX: uniqueName('deploy'),
    DATA_DIR: dataDir,
    MAIL_OUTBOX_DIR: join(dataDir, 'mail'),
    PORT: String(port),
    API_PROCESSES: '2',
    // Far above every per-IP limit and share: the suites call from 127.0.0.1 all day. Tests of a limit lower it.
    RATE_LIMIT_MAX: '1000000',
    TOOL_JOBS_PER_ADDRESS: '1000000',
    ...options.env,
  }
  const stdio = options.output ?? 'ignore'
  const launch = (entry: string) =>
    spawn(process.execPath, [...(options.nodeFlags ?? []), '--import', 'tsx', entry], { env, stdio })

  let api: ChildProcess = launch('api/src/server.ts')
  let worker: ChildProcess = launch('worker/src/main.ts')
  const url = `http://127.0.0.1:${port}`
  const apiIsUp = async () => {
    const reply = await fetch(`${url}/api/health`)
    if (!reply.ok) throw new Error(`health answered ${reply.status} ${await reply.text()}`)
    return true
  }
  await waitFor('the API to answer', apiIsUp, 90_000)

  async function stopProcess(child: ChildProcess, signal: NodeJS.Signals) {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = once(child, 'exit')
    child.kill(signal)
    await exited
  }

  return {
    url,
    env,
    databaseUrl: database.url,
    mailOutboxDir: env.MAIL_OUTBOX_DIR!,
    api: () => api,
    worker: () => worker,
    /** Stop and start PostgreSQL and Redis (only with `privateServices: true`). */
    privateServices,
    async killWorker(signal: NodeJS.Signals = 'SIGKILL') {
      await stopProcess(worker, signal)
    },
    startWorker() {
      worker = launch('worker/src/main.ts')
    },
    async restartApi(signal: NodeJS.Signals = 'SIGTERM') {
      await stopProcess(api, signal)
      api = launch('api/src/server.ts')
      await waitFor('the API to answer again', apiIsUp, 60_000)
    },
    async stop() {
      await Promise.all([stopProcess(api, 'SIGTERM'), stopProcess(worker, 'SIGTERM')])
      await database.drop()
      await services.stopPostgres()
    },
  }
}

export type Deployment = Awaited<ReturnType<typeof startDeployment>>

async function startPrivateServices(dataDir: string) {
  let postgres = await startEmbeddedPostgres(dataDir)
  let redis = await startPrivateRedis()
  return {
    adminUrl: postgres.url,
    redisUrl: redis.url,
    async stopRedis() {
      await redis.stop()
    },
    async startRedis() {
      redis = await startPrivateRedis(redis.port)
    },
    async stopPostgresOnly() {
      await postgres.stop()
    },
    async startPostgres() {
      postgres = await startEmbeddedPostgres(dataDir)
    },
    async stopPostgres() {
      await redis.stop()
      await postgres.stop()
    },
  }
}

import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../../api/src/net/free-port.ts'
import { createMigratedDatabase, uniqueName } from './databases.ts'
import { resolveTestServices } from './services.ts'
import { waitFor } from './wait-for.ts'

export interface DeploymentOptions {
  env?: Record<string, string>
  /** Where the processes' output goes; silent by default. */
  output?: 'inherit' | 'ignore'
}

/**
 * The product as `docker compose` runs it, minus the containers: the API and the worker as separate
 * processes, over real PostgreSQL and Redis, a fresh migrated database and a private queue prefix.
 * Drills kill and restart the parts; benchmarks load the API.
 */
export async function startDeployment(options: DeploymentOptions = {}) {
  const services = await resolveTestServices()
  const database = await createMigratedDatabase(services.adminUrl, 'studio_deploy')
  const dataDir = mkdtempSync(join(tmpdir(), 'studio-deploy-'))
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
    ...options.env,
  }
  const stdio = options.output ?? 'ignore'
  const launch = (entry: string) => spawn(process.execPath, ['--import', 'tsx', entry], { env, stdio })

  let api: ChildProcess = launch('api/src/server.ts')
  let worker: ChildProcess = launch('worker/src/main.ts')
  const url = `http://127.0.0.1:${port}`
  const apiIsUp = async () => (await fetch(`${url}/api/health`).catch(() => undefined))?.ok
  await waitFor('the API to answer', apiIsUp, 60_000)

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

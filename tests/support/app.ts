import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '@studio/api/platform/net/free-port'
import { createMigratedDatabase, uniqueName } from './databases.ts'
import { resolveTestServices } from './services.ts'
import { waitFor } from './wait-for.ts'

const siteBuild = new URL('../../web/build/client/index.html', import.meta.url)

export interface TestAppOptions {
  /** Extra environment for the app (fake upstream URLs, switches). */
  env?: Record<string, string>
}

/**
 * The whole product started the way `npm start` starts it (scripts/start.ts in a child process), on a free
 * port, over a fresh migrated database, with Redis and a worker, and a private mail outbox folder.
 * End-to-end tests and browser benchmarks run against it. The site must be built first (`npm run build`).
 */
export async function startTestApp(options: TestAppOptions = {}) {
  if (!existsSync(siteBuild)) {
    throw new Error('The site is not built: run `npm run build` first (npm run test:e2e does).')
  }
  const services = await resolveTestServices()
  const database = await createMigratedDatabase(services.adminUrl, 'studio_app')
  const dataDir = mkdtempSync(join(tmpdir(), 'studio-app-'))
  const mailOutboxDir = join(dataDir, 'mail')
  const port = await freePort()
  // Its own BullMQ keys: fixed job ids (reset-mail-1) of other runs on this Redis must not swallow its jobs.
  const queuePrefix = uniqueName('e2e')
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.APP_LOG_LEVEL ?? 'warn',
      PORT: String(port),
      // The address `npm run build` baked into the site: unset, PUBLIC_URL would follow PORT and every test
      // app would rebuild the site for its own port.
      PUBLIC_URL: 'http://localhost:3000',
      DATABASE_URL: database.url,
      REDIS_URL: services.redisUrl,
      QUEUE_PREFIX: queuePrefix,
      DATA_DIR: dataDir,
      MAIL_OUTBOX_DIR: mailOutboxDir,
      AUDIT_ALLOW_PRIVATE_NETWORKS: '1',
      // Far above every per-IP limit and share: the suites call from 127.0.0.1 all day. Tests of a limit lower it.
      RATE_LIMIT_MAX: '1000000',
      TOOL_JOBS_PER_ADDRESS: '1000000',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const exited = once(child, 'exit')
  const baseURL = `http://localhost:${port}`
  try {
    await waitFor(
      `the app to answer at ${baseURL}`,
      async () => {
        if (child.exitCode !== null) throw new Error(`the app exited with code ${child.exitCode}`)
        return (await fetch(`${baseURL}/api/health`)).ok
      },
      120_000,
    )
  } catch (error) {
    child.kill('SIGKILL')
    await database.drop()
    throw error
  }
  return {
    baseURL,
    mailOutboxDir,
    databaseUrl: database.url,
    /** Its BullMQ queues, for tests that put jobs there themselves. */
    queue: { redisUrl: services.redisUrl, prefix: queuePrefix },
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM')
        await exited
      }
      await database.drop()
      await services.stopPostgres()
    },
  }
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>

import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { afterAll, beforeAll, inject } from 'vitest'
import { parseEnv } from '@studio/api/platform/config/env'
import { startServer } from '@studio/api/server'
import { createJobSystem } from '@studio/worker/job-runtime'
import { createMigratedDatabase, uniqueName } from './databases.ts'
import { startFakeLlm, type FakeLlm } from './fake-upstreams.ts'

export interface TestServerOptions {
  /** 'redis': BullMQ with a worker in this process under a private key prefix; 'in-process': no Redis. */
  queue?: 'redis' | 'in-process'
  env?: Record<string, string>
}

/**
 * The real server on a free port, over a fresh clone of the migrated template database. Every log line is
 * kept in `logs` so tests can assert on them (e.g. that no secret is ever written).
 */
export async function startTestServer(options: TestServerOptions = {}) {
  const database = await createMigratedDatabase(
    inject('adminDatabaseUrl'),
    'studio_test',
    inject('templateDatabase'),
  )
  const dataDir = mkdtempSync(join(tmpdir(), 'studio-test-'))
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'debug',
    DATA_DIR: dataDir,
    MAIL_OUTBOX_DIR: join(dataDir, 'mail'),
    DATABASE_URL: database.url,
    // Far above every per-IP limit and share: the suites call from 127.0.0.1 all day. Tests of a limit lower it.
    RATE_LIMIT_MAX: '1000000',
    TOOL_JOBS_PER_ADDRESS: '1000000',
    ...(options.queue === 'redis' ? { REDIS_URL: inject('redisUrl') } : {}),
    ...options.env,
  })
  const logs: string[] = []
  const logDestination = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk))
      done()
    },
  })
  const queuePrefix = uniqueName('test')
  const launch = async () => {
    const running = await startServer({
      env,
      jobSystem: createJobSystem,
      port: 0,
      queuePrefix,
      logDestination,
    })
    return {
      ...running,
      env,
      logs,
      mailDir: env.MAIL_OUTBOX_DIR!,
      databaseUrl: database.url,
      /** The BullMQ key prefix of this server's queue (tests that add jobs or schedules of their own). */
      queuePrefix,
      /**
       * Stops this server without dropping its database and starts a new one on it: a restart. `meanwhile`
       * runs while no server is up (e.g. SMTP coming back).
       */
      async restart(meanwhile?: () => Promise<unknown>) {
        await running.stop()
        await meanwhile?.()
        return launch()
      },
      async stop() {
        await running.stop()
        await database.drop()
      },
    }
  }
  return launch()
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>

/**
 * For one describe block: a fake chat model and a test server (Redis queue) that talks to it, started before
 * its tests and stopped after. Read the fields inside tests.
 */
export function useServerWithFakeLlm() {
  const context = {} as { llm: FakeLlm; server: TestServer }
  beforeAll(async () => {
    context.llm = await startFakeLlm()
    context.server = await startTestServer({ queue: 'redis', env: context.llm.env })
  })
  afterAll(async () => {
    await context.server?.stop()
    await context.llm?.close()
  })
  return context
}

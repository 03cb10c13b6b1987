import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { askTimeoutMs } from '@studio/api/ask/ask.service'
import { parseEnv } from '@studio/api/platform/config/env'
import { startJobProducer } from '@studio/api/jobs'
import { startServer, type RunningServer } from '@studio/api/server'
import { createMigratedDatabase, uniqueName } from '../support/databases.ts'
import { startTestPages, type TestPages } from '../support/fake-upstreams.ts'
import { callJson } from '../support/tool-calls.ts'

// The API alone (producer only), and workers as separate processes that the test starts and kills.

type Database = Awaited<ReturnType<typeof createMigratedDatabase>>

interface WorkerProcess {
  child: ChildProcess
  output: string[]
}

describe('tool jobs when the worker is missing or dies mid-job', () => {
  const prefix = uniqueName('crash')
  let database: Database
  let pages: TestPages
  let server: RunningServer
  let workerEnv: Record<string, string>
  const workers: WorkerProcess[] = []

  beforeAll(async () => {
    database = await createMigratedDatabase(
      inject('adminDatabaseUrl'),
      'studio_test',
      inject('templateDatabase'),
    )
    pages = await startTestPages()
    workerEnv = {
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'studio-crash-')),
      DATABASE_URL: database.url,
      REDIS_URL: inject('redisUrl'),
      AUDIT_ALLOW_PRIVATE_NETWORKS: '1',
    }
    const env = parseEnv({ ...workerEnv, LOG_LEVEL: 'silent' })
    server = await startServer({ env, jobSystem: startJobProducer, port: 0, queuePrefix: prefix })
  })

  afterAll(async () => {
    for (const { child } of workers)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    await server?.stop()
    await pages?.close()
    await database?.drop()
  })

  async function startWorker(): Promise<WorkerProcess> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/tool-worker-process.ts'], {
      env: { ...process.env, ...workerEnv, QUEUE_PREFIX: prefix },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    const worker = { child, output: [] as string[] }
    workers.push(worker)
    child
      .stdout!.setEncoding('utf8')
      .on('data', (chunk: string) => worker.output.push(...chunk.trim().split('\n')))
    await waitForLine(worker, 'ready')
    return worker
  }

  it('answers 503 with a sentence when no worker takes the job in time', async () => {
    const started = Date.now()
    const { status, body } = await callJson(server.url, '/api/tools/ask', { prompt: 'What are your hours?' })
    expect(status).toBe(503)
    expect(body.error).toBe('That took longer than it should. Please try again in a minute.')
    // It waited its whole limit for a worker first (the test's clock can only count more than the API's).
    expect(Date.now() - started).toBeGreaterThanOrEqual(askTimeoutMs)
  }, 30_000)

  it('retries an audit whose worker was killed, and the call still answers', async () => {
    const first = await startWorker()
    const url = `${pages.url}/slow?ms=3000`
    const call = callJson<{ roast?: string[]; loadTime?: number; error?: string }>(
      server.url,
      '/api/tools/roast_toast',
      { url },
    )
    await waitForLine(first, 'active roast-toast')
    first.child.kill('SIGKILL')
    await once(first.child, 'exit')

    const second = await startWorker()
    const { status, body } = await call
    expect(status).toBe(200)
    expect(body.loadTime).toBeGreaterThanOrEqual(3000)
    expect(second.output.some((line) => line.startsWith('active roast-toast'))).toBe(true)
    const { rows } = await server.deps.db.query('SELECT url FROM roast_audits')
    expect(rows).toEqual([{ url }])
  }, 60_000) // two worker boots, the stalled job's pick-up and the 3 s page, on a possibly busy machine
})

async function waitForLine(worker: WorkerProcess, prefix: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!worker.output.some((line) => line.startsWith(prefix))) {
    if (Date.now() > deadline)
      throw new Error(`The worker never said "${prefix}"; it said: ${worker.output.join(' | ')}`)
    if (worker.child.exitCode !== null) throw new Error(`The worker exited with ${worker.child.exitCode}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

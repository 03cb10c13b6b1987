import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { freePort } from '@studio/api/platform/net/free-port'
import { createMigratedDatabase, uniqueName } from '../support/databases.ts'
import { waitFor } from '../support/wait-for.ts'

describe('SIGTERM during a slow request', () => {
  let database: Awaited<ReturnType<typeof createMigratedDatabase>>
  beforeAll(async () => {
    database = await createMigratedDatabase(
      inject('adminDatabaseUrl'),
      'studio_sigterm',
      inject('templateDatabase'),
    )
  })
  afterAll(() => database.drop())

  it('lets the request finish, then exits 0', async () => {
    const port = await freePort()
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        DATABASE_URL: database.url,
        // The API alone enqueues over Redis (a worker would run its jobs; this test needs none).
        REDIS_URL: inject('redisUrl'),
        QUEUE_PREFIX: uniqueName('sigterm'),
        LOG_LEVEL: 'warn',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'studio-sigterm-')),
      },
      stdio: 'ignore',
    })
    const exited = once(child, 'exit')
    await waitFor('the server to listen', async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).ok)

    // A client that sends its body slowly keeps the request in flight across the signal.
    const body = JSON.stringify({ note: 'sent slowly' })
    const slow = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/dashboard/visitors.php',
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': Buffer.byteLength(body),
        // The server answers 100 Continue once it has read the headers: from then on the request is its own.
        Expect: '100-continue',
      },
    })
    const response = once(slow, 'response')
    slow.flushHeaders()
    await once(slow, 'continue')
    slow.write(body.slice(0, 5))
    child.kill('SIGTERM')
    await sleep(700)
    expect(child.exitCode).toBeNull()
    slow.end(body.slice(5))

    const [reply] = (await response) as [{ statusCode: number }]
    expect(reply.statusCode).toBe(204)
    const [code] = await exited
    expect(code).toBe(0)
  })
})

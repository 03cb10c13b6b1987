// API_PROCESSES: several API processes share one port under a supervising primary (api/src/platform/process-cluster.ts).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { freePort } from '@studio/api/platform/net/free-port'
import { createMigratedDatabase, uniqueName } from '../support/databases.ts'
import { waitFor } from '../support/wait-for.ts'

let database: Awaited<ReturnType<typeof createMigratedDatabase>>
beforeAll(async () => {
  database = await createMigratedDatabase(
    inject('adminDatabaseUrl'),
    'studio_processes',
    inject('templateDatabase'),
  )
})
afterAll(() => database.drop())

// A test that fails half-way must not leave its API running (its processes follow the primary out).
const started: ChildProcess[] = []
afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
})

function startApi(env: Record<string, string>) {
  const output: string[] = []
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      REDIS_URL: inject('redisUrl'),
      QUEUE_PREFIX: uniqueName('processes'),
      LOG_LEVEL: 'info',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'studio-processes-')),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  started.push(child)
  child.stdout.on('data', (chunk) => output.push(String(chunk)))
  child.stderr.on('data', (chunk) => output.push(String(chunk)))
  return { child, exited: once(child, 'exit'), output }
}

/** The pids of the API processes a primary has started. */
function childPids(parent: number): number[] {
  const listing = spawnSync('ps', ['-o', 'pid=,args=', '--ppid', String(parent)], { encoding: 'utf8' })
  return listing.stdout
    .split('\n')
    .filter((line) => line.includes('server.ts'))
    .map((line) => Number.parseInt(line.trim(), 10))
}

describe('API_PROCESSES', () => {
  it('serves from several processes, replaces one that dies, and drains them all on SIGTERM', async () => {
    const port = await freePort()
    const api = startApi({ API_PROCESSES: '2', PORT: String(port) })
    const health = async () =>
      (await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(10_000) })).ok
    const listening = () => api.output.join('').split('"msg":"listening"').length - 1
    await waitFor('two API processes to listen', async () => listening() === 2, 90_000)
    expect(childPids(api.child.pid!)).toHaveLength(2)
    expect(await health()).toBe(true)

    const [victim] = childPids(api.child.pid!)
    process.kill(victim!, 'SIGKILL')
    // Until the primary has seen the death, node:cluster may still hand it a new connection, which is lost
    // with it; from then on the survivor answers everything while the primary starts a replacement.
    await waitFor('the primary to see the death', async () =>
      api.output.join('').includes('an API process died; starting another'),
    )
    expect(await health()).toBe(true)
    await waitFor('a replacement process to listen', async () => listening() === 3, 60_000)
    expect(childPids(api.child.pid!)).not.toContain(victim)

    const serving = childPids(api.child.pid!)
    api.child.kill('SIGTERM')
    const exited = () => api.child.exitCode !== null || api.child.signalCode !== null
    await waitFor('the API to exit after SIGTERM', async () => exited(), 60_000)
    expect(api.child.exitCode).toBe(0)
    for (const pid of serving) expect(() => process.kill(pid, 0)).toThrow()
  }, 240_000)

  it('exits 1 when its processes cannot start, instead of restarting them forever', async () => {
    const taken = createServer()
    await new Promise<void>((resolve) => taken.listen(0, '0.0.0.0', resolve))
    const port = (taken.address() as { port: number }).port
    try {
      const api = startApi({ API_PROCESSES: '2', PORT: String(port) })
      const [code] = await api.exited
      expect(code).toBe(1)
      expect(api.output.join('')).toContain('an API process failed to start; stopping')
    } finally {
      taken.close()
    }
  }, 120_000)

  it('refuses to start the API alone without REDIS_URL: no worker would run its jobs', async () => {
    const api = startApi({ REDIS_URL: '' })
    const [code] = await api.exited
    expect(code).toBe(1)
    expect(api.output.join('')).toContain('the API alone needs REDIS_URL')
  }, 60_000)

  it('refuses more than one process without DATABASE_URL and REDIS_URL', async () => {
    const api = startApi({ API_PROCESSES: '2', REDIS_URL: '' })
    const [code] = await api.exited
    expect(code).toBe(1)
    expect(api.output.join('')).toContain('API_PROCESSES above 1 needs DATABASE_URL and REDIS_URL')
  }, 60_000)
})

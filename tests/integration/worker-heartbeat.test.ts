import { spawnSync } from 'node:child_process'
import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs'
import { hostname, tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { heartbeatFile, startHeartbeat } from '@studio/worker/heartbeat'
import { waitFor } from '../support/wait-for.ts'

const healthcheck = (dataDir: string) =>
  spawnSync(process.execPath, ['infra/docker/worker-alive.mjs'], {
    env: { ...process.env, DATA_DIR: dataDir },
  }).status

// The compose worker's healthcheck reads the heartbeat the worker writes while it can take jobs.
describe('the worker heartbeat and its healthcheck', () => {
  it('is healthy while the worker beats, and not when the beat stops or goes stale', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'heartbeat-'))
    expect(healthcheck(dataDir)).toBe(1)

    let healthy = true
    const stop = startHeartbeat(heartbeatFile(dataDir), async () => healthy, 50)
    await waitFor('a healthy check', () => healthcheck(dataDir) === 0)
    healthy = false
    stop()
    const file = heartbeatFile(dataDir)
    const stale = new Date(Date.now() - 60_000)
    utimesSync(file, stale, stale)
    expect(healthcheck(dataDir)).toBe(1)
  })

  it('names the file after this host, so replicas on one volume do not mix', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'heartbeat-'))
    writeFileSync(heartbeatFile(dataDir, 'some-other-replica'), 'now')
    expect(healthcheck(dataDir)).toBe(1)
    expect(heartbeatFile(dataDir)).toBe(join(dataDir, `worker-heartbeat-${hostname()}`))
  })
})

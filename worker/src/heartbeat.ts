import { mkdir, writeFile } from 'node:fs/promises'
import { hostname } from 'node:os'
import { dirname, join } from 'node:path'

/** One file per worker process (the container's hostname), so replicas sharing a volume don't mix. */
export function heartbeatFile(dataDir: string, host = hostname()): string {
  return join(dataDir, `worker-heartbeat-${host}`)
}

/**
 * Touches `file` every `intervalMs` while `isHealthy()` says the worker can take jobs, so a healthcheck
 * (infra/docker/worker-alive.mjs) can tell a live worker from a hung or disconnected one.
 */
export function startHeartbeat(file: string, isHealthy: () => Promise<boolean>, intervalMs = 10_000) {
  const beat = async () => {
    if (!(await isHealthy().catch(() => false))) return
    await mkdir(dirname(file), { recursive: true })
    await writeFile(file, new Date().toISOString())
  }
  const beatQuietly = () => void beat().catch(() => undefined) // a missed beat is what the check looks for
  beatQuietly()
  const timer = setInterval(beatQuietly, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}

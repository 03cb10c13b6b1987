import { fork } from 'node:child_process'
import { once } from 'node:events'
import autocannon from 'autocannon'
import { freePort } from '@studio/api/platform/net/free-port'
import { processTreeCpuSeconds } from './process-cpu.ts'

export interface LoadFigures {
  name: string
  requestsPerSecond: number
  p50: number
  p99: number
  failures: number
  /** The server's CPU time (user + system, all its processes) over the run, divided by the requests. */
  cpuMicrosecondsPerRequest: number
}

export const loadSeconds = Number(process.env.BENCH_SECONDS ?? 20)
export const warmUpSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 3)
export const loadConnections = 50

/**
 * 50 connections for BENCH_SECONDS (20 by default) against one request of the server whose process (and
 * its children) is `serverPid`; failures = errors + non-2xx. The same load runs BENCH_WARMUP_SECONDS (3)
 * first, unmeasured: V8 compiles the hot code and the pools open their connections then, once per process,
 * which would otherwise be billed to whichever target happens to come first (the bills list: its first
 * runs cost up to a third more CPU per request than the same code measured again in the same minute).
 */
export async function measureLoad(
  name: string,
  url: string,
  serverPid: number,
  request: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<LoadFigures> {
  if (warmUpSeconds > 0)
    await autocannon({ url, connections: loadConnections, duration: warmUpSeconds, ...request })
  const cpuBefore = processTreeCpuSeconds(serverPid)
  const result = await autocannon({ url, connections: loadConnections, duration: loadSeconds, ...request })
  const cpuSeconds = processTreeCpuSeconds(serverPid) - cpuBefore
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
    cpuMicrosecondsPerRequest: Math.round((cpuSeconds * 1e6) / Math.max(result.requests.total, 1)),
  }
}

/**
 * The table of figures; the first row is the baseline, and every rate and CPU cost is also shown against
 * it. CPU per request is the fair comparison on a shared machine: req/s and latency move with whatever
 * else runs, the CPU a request costs much less.
 */
export function printLoadTable(rows: LoadFigures[]) {
  console.log(
    `\n${loadConnections} connections, ${loadSeconds} s each after ${warmUpSeconds} s unmeasured, on this machine (2 cores):`,
  )
  const baseline = rows[0]!
  console.table(
    rows.map((row) => ({
      target: row.name,
      'req/s': row.requestsPerSecond,
      'of baseline': `${Math.round((100 * row.requestsPerSecond) / baseline.requestsPerSecond)} %`,
      'p50 ms': row.p50,
      'p99 ms': row.p99,
      failures: row.failures,
      'server CPU µs/req': row.cpuMicrosecondsPerRequest,
      'CPU × baseline': (row.cpuMicrosecondsPerRequest / baseline.cpuMicrosecondsPerRequest).toFixed(2),
    })),
  )
}

/**
 * The bare Express baseline in a process of its own; given a database, also the same route after one
 * `SELECT 1` (`queryUrl`).
 */
export async function startHelloServer(databaseUrl?: string) {
  const port = await freePort()
  const child = fork(new URL('./hello-server.ts', import.meta.url), [], {
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl ?? '' },
    execArgv: ['--import', 'tsx'],
    stdio: 'ignore',
  })
  await once(child, 'message')
  return {
    url: `http://127.0.0.1:${port}/hello`,
    queryUrl: `http://127.0.0.1:${port}/hello-after-query`,
    pid: child.pid!,
    async stop() {
      child.kill('SIGTERM')
      await once(child, 'exit')
    },
  }
}

import { fork } from 'node:child_process'
import { once } from 'node:events'
import autocannon from 'autocannon'
import { freePort } from '../../api/src/net/free-port.ts'

export interface LoadFigures {
  name: string
  requestsPerSecond: number
  p50: number
  p99: number
  failures: number
}

export const loadSeconds = Number(process.env.BENCH_SECONDS ?? 20)
export const loadConnections = 50

/** 50 connections for BENCH_SECONDS (20 by default) against one request; failures = errors + non-2xx. */
export async function measureLoad(
  name: string,
  url: string,
  request: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<LoadFigures> {
  const result = await autocannon({ url, connections: loadConnections, duration: loadSeconds, ...request })
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  }
}

/** The table of figures; the first row is the baseline, and every rate is also shown as a share of it. */
export function printLoadTable(rows: LoadFigures[]) {
  console.log(`\n${loadConnections} connections, ${loadSeconds} s each, on this machine (2 cores):`)
  const baseline = rows[0]!.requestsPerSecond
  console.table(
    rows.map((row) => ({
      target: row.name,
      'req/s': row.requestsPerSecond,
      'of baseline': `${Math.round((100 * row.requestsPerSecond) / baseline)} %`,
      'p50 ms': row.p50,
      'p99 ms': row.p99,
      failures: row.failures,
    })),
  )
}

/** The bare Express baseline in a process of its own. */
export async function startHelloServer() {
  const port = await freePort()
  const child = fork(new URL('./hello-server.ts', import.meta.url), [], {
    env: { ...process.env, PORT: String(port) },
    execArgv: ['--import', 'tsx'],
    stdio: 'ignore',
  })
  await once(child, 'message')
  return {
    url: `http://127.0.0.1:${port}/hello`,
    async stop() {
      child.kill('SIGTERM')
      await once(child, 'exit')
    },
  }
}

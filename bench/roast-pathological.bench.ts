// A page built to be slow to scan must not freeze anything. The real server with jobs in its own process
// (no REDIS_URL, as `npm start` runs without Redis), so the audit shares the process with the API; each
// 5 MB pathological page (tests/support/pathological-pages.ts) served on loopback and audited through
// POST /api/tools/roast_toast, one at a time, while GET /api/health is sampled one call at a time;
// beside the same sampling with no audits running (the baseline, same run).
// Also shown: the longest stall of this process's event loop (monitorEventLoopDelay), which the audits
// share with the API. Bars: every audit answered (audited, or refused with the too-complex sentence) within 3 s, and p99 of
// /api/health during the audits < 100 ms.
import { startTestPages } from '../tests/support/fake-upstreams.ts'
import {
  pathologicalPages,
  servePathologicalPages,
  type PathologicalPage,
} from '../tests/support/pathological-pages.ts'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { exitIfBarsMissed } from './support/bars.ts'
import { startInProcessServer } from './support/in-process-server.ts'
import {
  latencyRow,
  percentile,
  sampleHealth,
  sampleHealthDuring,
  type HealthSample,
} from './support/health-sampler.ts'

const auditBarMs = 3_000
const healthP99BarMs = 100
const baselineSamples = 300

const server = await startInProcessServer('roast', {
  AUDIT_ALLOW_PRIVATE_NETWORKS: '1',
  RATE_LIMIT_MAX: '1000000',
})
const pages = await servePathologicalPages()
const ordinaryPages = await startTestPages()
const failures: string[] = []

async function timedAudit(url: string) {
  const started = performance.now()
  const response = await fetch(`${server.url}/api/tools/roast_toast`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ url }),
  })
  const body = (await response.json()) as { error?: string; roast?: string[] }
  const ms = performance.now() - started
  const outcome =
    response.status === 200
      ? 'audited'
      : response.status === 502 && /too complex/.test(body.error ?? '')
        ? 'refused: too complex'
        : `failed: ${response.status} ${body.error}`
  return { ms, outcome }
}

try {
  for (let i = 0; i < 20; i++) await sampleHealth(server.url) // warm-up
  const baseline: HealthSample[] = []
  const loopDelay = monitorEventLoopDelay({ resolution: 10 })
  loopDelay.enable()
  for (let i = 0; i < baselineSamples; i++) baseline.push(await sampleHealth(server.url))
  const longestStall = () => {
    const ms = Math.round(loopDelay.max / 1e6)
    loopDelay.reset()
    return ms
  }
  const baselineStall = longestStall()

  // The first audit starts the audit thread (tsx loads the audit code in it): shown, not a bar.
  const threadStart = await timedAudit(`${ordinaryPages.url}/good`)
  loopDelay.reset()

  const rows: Record<string, object> = {
    'baseline (no audits)': { ...latencyRow(baseline), 'longest loop stall ms': baselineStall },
  }
  const during: HealthSample[] = []
  for (const name of Object.keys(pathologicalPages) as PathologicalPage[]) {
    const audit = timedAudit(`${pages.url}/${name}`)
    const samples = await sampleHealthDuring(server.url, audit)
    const { ms, outcome } = await audit
    during.push(...samples)
    rows[`during audit of ${name}`] = {
      ...latencyRow(samples),
      'longest loop stall ms': longestStall(),
      'audit ms': Math.round(ms),
      outcome,
    }
    if (ms > auditBarMs) failures.push(`${name}: audit took ${Math.round(ms)} ms > ${auditBarMs} ms`)
    if (outcome.startsWith('failed')) failures.push(`${name}: ${outcome}`)
  }
  rows['during all pathological audits'] = latencyRow(during)

  console.log(
    `In-process jobs (no REDIS_URL); GET /api/health one call at a time; first audit (ordinary page, starts the audit thread): ${Math.round(threadStart.ms)} ms, ${threadStart.outcome}`,
  )
  console.table(rows)
  const notOk = [...baseline, ...during].filter((sample) => sample.status !== 200)
  if (notOk.length) failures.push(`${notOk.length} health calls did not answer 200`)
  const p99 = percentile(
    during.map((sample) => sample.ms),
    99,
  )
  if (p99 >= healthP99BarMs)
    failures.push(`health p99 ${p99.toFixed(1)} ms during the audits ≥ ${healthP99BarMs} ms`)
} finally {
  await ordinaryPages.close()
  await pages.close()
  await server.stop()
}

exitIfBarsMissed(
  failures,
  `PASSED: every pathological page audited or refused within ${auditBarMs} ms; health p99 < ${healthP99BarMs} ms during the audits`,
)

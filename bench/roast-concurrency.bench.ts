// Site audits must not slow the rest of the API: the audit runs in the worker and the API only waits on
// it. Against the product as compose runs it (API and worker as separate processes, real PostgreSQL and
// Redis), 20 concurrent roast requests for a slow local page, while GET /api/health is sampled one call
// at a time; beside the same sampling with no audits running (the baseline, same run).
// Bar: p99 of /api/health during the audits < 50 ms, and every audit answered 200.
import { startDeployment } from '../tests/support/deployment.ts'
import { startTestPages } from '../tests/support/fake-upstreams.ts'
import { exitIfBarsMissed } from './support/bars.ts'
import { latencyRow, percentile, sampleHealth, type HealthSample } from './support/health-sampler.ts'

const concurrentAudits = 20
const rounds = 3
const slowPageMs = 1_500
const baselineSamples = 300

const deployment = await startDeployment({ env: { AUDIT_ALLOW_PRIVATE_NETWORKS: '1' } })
const pages = await startTestPages()
const failures: string[] = []

async function healthLatency(): Promise<HealthSample> {
  const sample = await sampleHealth(deployment.url)
  if (sample.status !== 200) failures.push(`health answered ${sample.status}`)
  return sample
}

async function roast(round: number, index: number): Promise<number> {
  const response = await fetch(`${deployment.url}/api/tools/roast_toast`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ url: `${pages.url}/slow?ms=${slowPageMs}&r=${round}-${index}` }),
  })
  await response.arrayBuffer()
  return response.status
}

try {
  for (let i = 0; i < 20; i++) await healthLatency() // warm-up
  const baseline: HealthSample[] = []
  for (let i = 0; i < baselineSamples; i++) baseline.push(await healthLatency())

  const during: HealthSample[] = []
  const statuses: number[] = []
  let stormRunning = true
  const storm = (async () => {
    for (let round = 0; round < rounds; round++) {
      statuses.push(
        ...(await Promise.all(Array.from({ length: concurrentAudits }, (_, i) => roast(round, i)))),
      )
    }
    stormRunning = false
  })()
  while (stormRunning) during.push(await healthLatency())
  await storm

  console.log(
    `GET /api/health, one call at a time; storm: ${rounds} rounds of ${concurrentAudits} concurrent audits of a ${slowPageMs} ms page`,
  )
  console.table({
    'baseline (no audits)': latencyRow(baseline),
    [`during ${concurrentAudits} concurrent audits`]: latencyRow(during),
  })
  const notOk = statuses.filter((status) => status !== 200)
  console.log(`audits answered: ${statuses.length - notOk.length}/${statuses.length} with 200`)
  if (notOk.length)
    failures.push(`${notOk.length} audits did not answer 200 (${[...new Set(notOk)].join(', ')})`)
  const p99 = percentile(
    during.map((sample) => sample.ms),
    99,
  )
  if (p99 >= 50) failures.push(`health p99 ${p99.toFixed(1)} ms during the audits ≥ 50 ms`)
} finally {
  await pages.close()
  await deployment.stop()
}

exitIfBarsMissed(failures, 'PASSED: health p99 < 50 ms during the audits')

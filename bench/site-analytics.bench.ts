// Site analytics (docs/benchmarks.md, "Site analytics"), in two parts.
// 1. Collection: 20,000 events from 1,000 addresses (X-Forwarded-For, TRUST_PROXY=loopback) through 50
//    connections against the product as compose runs it (two API processes, a worker, PostgreSQL, Redis
//    for the rate limits). Every event must be in the database; the API's CPU per event is printed beside
//    its CPU per GET /api/health in the same run (bar: not more).
// 2. Reading: a site with 3 million events over 400 days (a day's share of them today so far), written
//    through the API's batch write (which counts them as it stores them) and the finished days rolled up;
//    the visits of the last 30 days asked 60 times (bar: p95 ≤ 100 ms), beside the site detail page's read.
import { loadavg } from 'node:os'
import autocannon, { type Options as LoadOptions } from 'autocannon'
import pg from 'pg'
import { rollUpSiteVisits } from '@studio/api/site-analytics/analytics-upkeep.service'
import { siteEventsRepository, type SiteEvent } from '@studio/api/site-analytics/site-events.repository'
import { createSite, createUser } from '../tests/support/factories.ts'
import { startDeployment } from '../tests/support/deployment.ts'
import { exitIfBarsMissed } from './support/bars.ts'
import { processTreeCpuSeconds } from './support/process-cpu.ts'

const events = 20_000
const addresses = 1_000
const connections = 50
const rawEvents = Number(process.env.BENCH_ANALYTICS_EVENTS ?? 3_000_000)
const visitsQueries = 60
// A whole day's share of the events falls in today so far, whatever the hour the bench runs at: today's
// figures are the open ones, counted as the events were written.
const eventsToday = Math.round(rawEvents / 400)
const batchSize = 5_000

const userAgents = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
]
const load = () =>
  loadavg()
    .map((figure) => figure.toFixed(2))
    .join(' ')

const deployment = await startDeployment({ env: { TRUST_PROXY: 'loopback', RATE_LIMIT_MAX: '120' } })
const db = new pg.Pool({ connectionString: deployment.databaseUrl, max: 4 })
const missed: string[] = []
const benchStarted = Date.now()
// Midnight in New York today, as an instant (ms).
const startOfToday = Number(
  (
    await db.query<{ ms: string }>(
      `SELECT extract(epoch FROM (now() AT TIME ZONE 'America/New_York')::date::timestamp
                                 AT TIME ZONE 'America/New_York') * 1000 AS ms`,
    )
  ).rows[0]!.ms,
)

/** `amount` requests through 50 connections; the API's CPU seconds over the run (its processes' tree). */
async function drive(amount: number, options: LoadOptions) {
  const api = deployment.api().pid!
  const cpuBefore = processTreeCpuSeconds(api)
  const started = performance.now()
  const result = await autocannon({ connections, amount, ...options })
  return {
    result,
    seconds: (performance.now() - started) / 1000,
    cpuSeconds: processTreeCpuSeconds(api) - cpuBefore,
  }
}

/** Beacons for `siteKey`, each from the next of `addressCount` addresses (`first` octet apart per run). */
function beacons(siteKey: string, first: number, addressCount: number): LoadOptions {
  let sent = 0
  return {
    url: `${deployment.url}/api/v`,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const n = sent++
          const host = n % addressCount
          const vitals = n % 4 === 3
          return {
            ...request,
            headers: {
              'content-type': 'text/plain;charset=UTF-8',
              'user-agent': userAgents[n % userAgents.length]!,
              'x-forwarded-for': `${first}.${Math.floor(host / 250)}.${host % 250}.9`,
            },
            body: JSON.stringify({
              k: siteKey,
              n: vitals ? 'vitals' : 'pageview',
              u: `https://bench.example/page-${n % 40}?utm_source=${n % 7 === 0 ? 'newsletter' : ''}`,
              r: n % 3 === 0 ? 'https://www.google.com/' : '',
              w: [390, 820, 1440][n % 3],
              ...(vitals ? { lcp: 900 + (n % 3000), inp: 40 + (n % 400), cls: (n % 30) / 100 } : {}),
            }),
          }
        },
      },
    ],
  }
}

async function countEvents(siteId: number): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM site_events WHERE site_id = $1',
    [siteId],
  )
  return rows[0]!.count
}

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!
}

const pick = <T>(values: readonly T[], g: number) => values[g % values.length]!

/**
 * The `g`th of the reading part's events (1-based): the first `rawEvents - eventsToday` spread evenly over
 * the 399 days before today, the rest over today so far; one in four a vitals report; 20,011 visitors a
 * cycle, each a new hash every 400th of the events.
 */
function generatedEvent(siteId: number, g: number): SiteEvent {
  const before = rawEvents - eventsToday
  const at =
    g <= before
      ? startOfToday - 399 * 86_400_000 + ((g - 1) * 399 * 86_400_000) / before
      : startOfToday + ((g - before) * (benchStarted - startOfToday)) / (eventsToday + 1)
  const vitals = g % 4 === 0
  return {
    siteId,
    at: new Date(at),
    kind: vitals ? 'vitals' : 'pageview',
    visitor: String((g % 20_011) * 7_919 + Math.floor((g * 400) / rawEvents)),
    path: `/page-${g % 25}`,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    source: pick(['Direct', 'google.com', 'bing.com', 'facebook.com', 'newsletter', 'yelp.com'], g),
    device: pick(['Phone', 'Tablet', 'Desktop'] as const, g),
    browser: pick(['Chrome', 'Safari', 'Firefox', 'Edge', 'Samsung Internet'], g),
    os: pick(['Windows', 'macOS', 'iOS', 'Android', 'Linux'], g),
    country: pick(['US', 'CA', 'GB', 'DE', 'FR', 'MX', 'BR', 'IN', 'AU', 'ZZ'], g),
    lcpMs: vitals ? 600 + (g % 5_000) : null,
    inpMs: vitals ? 20 + (g % 700) : null,
    clsThousandths: vitals ? g % 400 : null,
  }
}

try {
  const admin = await createUser({ db, jwtSecret: deployment.env.JWT_SECRET! }, { admin: true })
  const client = await createUser({ db, jwtSecret: deployment.env.JWT_SECRET! })
  const siteId = await createSite(db, client.id, { url: 'https://bench.example/' })
  const warmSiteId = await createSite(db, client.id, { url: 'https://bench.example/warm' })
  const keyOf = async (id: number) =>
    (await db.query<{ key: string }>('SELECT analytics_key AS key FROM sites WHERE id = $1', [id])).rows[0]!
      .key

  // --- 1. Collection ---------------------------------------------------------------------------------
  console.log(`Load average before: ${load()}`)
  // Unmeasured: V8 compiles the hot paths, the pools connect, each process reads the country table once.
  await drive(2_000, beacons(await keyOf(warmSiteId), 2, 200))
  await drive(2_000, { url: `${deployment.url}/api/health` })

  const collected = await drive(events, beacons(await keyOf(siteId), 1, addresses))
  // Each API process writes what it buffered within a second; wait for the last batch.
  const deadline = Date.now() + 30_000
  let stored = await countEvents(siteId)
  while (stored < events && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200))
    stored = await countEvents(siteId)
  }
  const health = await drive(events, { url: `${deployment.url}/api/health` })
  const loadAfterCollection = load()

  const perEvent = (collected.cpuSeconds * 1e6) / events
  const perHealth = (health.cpuSeconds * 1e6) / events
  console.table([
    {
      target: 'POST /api/v (the beacon)',
      'req/s': Math.round(events / collected.seconds),
      'p99 ms': collected.result.latency.p99,
      'non-2xx': collected.result.non2xx + collected.result.errors,
      'API CPU µs/req': Math.round(perEvent),
    },
    {
      target: 'GET /api/health (baseline)',
      'req/s': Math.round(events / health.seconds),
      'p99 ms': health.result.latency.p99,
      'non-2xx': health.result.non2xx + health.result.errors,
      'API CPU µs/req': Math.round(perHealth),
    },
  ])
  console.log(
    `${events} events from ${addresses} addresses: ${stored} in the database; ` +
      `${Math.round(events / collected.seconds)} events/s; CPU per event ${(perEvent / perHealth).toFixed(2)} × ` +
      `per health check. Load average after: ${loadAfterCollection}`,
  )
  if (stored !== events) missed.push(`${stored} of ${events} events in the database`)
  if (collected.result.non2xx + collected.result.errors > 0) missed.push('beacons answered other than 202')
  if (perEvent > perHealth)
    missed.push(`CPU per event ${Math.round(perEvent)} µs > per health check ${Math.round(perHealth)} µs`)

  // --- 2. Reading --------------------------------------------------------------------------------------
  const bigSiteId = await createSite(db, client.id, { url: 'https://big.example/' })
  const generated = performance.now()
  const batchTimes: number[] = []
  for (let first = 1; first <= rawEvents; first += batchSize) {
    const batch = Array.from({ length: Math.min(batchSize, rawEvents - first + 1) }, (_, index) =>
      generatedEvent(bigSiteId, first + index),
    )
    const writing = performance.now()
    await siteEventsRepository.insertBatch(db, batch)
    batchTimes.push(performance.now() - writing)
  }
  await db.query('ANALYZE')
  const generatedSeconds = (performance.now() - generated) / 1000
  const rolling = performance.now()
  const { days } = await rollUpSiteVisits({ db, now: () => new Date() })
  const rollupSeconds = (performance.now() - rolling) / 1000
  console.log(
    `\n${rawEvents.toLocaleString('en-US')} events over 400 days (${eventsToday} of them today) written and ` +
      `counted in ${batchTimes.length} batches of ${batchSize} in ${generatedSeconds.toFixed(0)} s ` +
      `(a batch's statement p50 ${percentile(batchTimes, 0.5).toFixed(0)} / p95 ${percentile(batchTimes, 0.95).toFixed(0)} ms); ` +
      `${days.length} days rolled up in ${rollupSeconds.toFixed(1)} s`,
  )

  const timed = async (path: string) => {
    const started = performance.now()
    const response = await fetch(`${deployment.url}${path}`, {
      headers: { Authorization: `Bearer ${admin.token}` },
    })
    await response.arrayBuffer()
    if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`)
    return performance.now() - started
  }
  const visitsTimes: number[] = []
  const detailTimes: number[] = []
  for (let run = 0; run < visitsQueries; run++) {
    visitsTimes.push(await timed(`/api/portal/sites/${bigSiteId}/visits`))
    detailTimes.push(await timed(`/api/portal/sites/${bigSiteId}`))
  }
  const row = (target: string, times: number[]) => ({
    target,
    queries: times.length,
    'p50 ms': percentile(times, 0.5).toFixed(1),
    'p95 ms': percentile(times, 0.95).toFixed(1),
  })
  console.table([
    row('GET /api/portal/sites/:id/visits (30 days: rolled up + today counted)', visitsTimes),
    row('GET /api/portal/sites/:id (site detail, baseline)', detailTimes),
  ])
  console.log(`Load average after: ${load()}`)
  const p95 = percentile(visitsTimes, 0.95)
  if (p95 > 100) missed.push(`30-day visits p95 ${p95.toFixed(1)} ms > 100 ms`)
} finally {
  await db.end()
  await deployment.stop()
}

exitIfBarsMissed(
  missed,
  'Site analytics: every event counted, CPU per event within a health check’s, visits p95 ≤ 100 ms.',
)

// The monitor at 1,000 sites on one worker: a fleet of loopback fixture servers (most up, some slow, some
// answering 503) behind 1,000 sites checked every 60 s, for 5 minutes (MONITOR_BENCH_SITES,
// MONITOR_BENCH_INTERVAL_S, MONITOR_BENCH_SECONDS shorten a try). Prints the lag between a check's due time
// and its start (bar: p99 <= 5 s), the worker's CPU per check and the PostgreSQL rows written per hour.
// Baseline, same run: the probe alone (the same GETs from this process, no queue and no database).
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import { probeSite } from '@studio/api/portal-sites/site-probe'
import { createUser } from '../tests/support/factories.ts'
import { startFixtureSite, type FixtureSite } from '../tests/support/fixture-sites.ts'
import { startDeployment } from '../tests/support/deployment.ts'
import { exitIfBarsMissed } from './support/bars.ts'
import { processTreeCpuSeconds } from './support/process-cpu.ts'

const siteCount = Number(process.env.MONITOR_BENCH_SITES ?? 1_000)
const intervalS = Number(process.env.MONITOR_BENCH_INTERVAL_S ?? 60)
const seconds = Number(process.env.MONITOR_BENCH_SECONDS ?? 300)
const lagBarMs = 5_000
/** Sites start being due this long after they are linked, time enough for a fresh worker to boot. */
const leadS = 30

// 50 servers: 40 answer at once, 5 after 2 s, 5 with 503 (those sites go down and stay down).
const fleet: FixtureSite[] = []
for (let index = 0; index < 50; index++) {
  const mode =
    index < 40
      ? ({ kind: 'up' } as const)
      : index < 45
        ? ({ kind: 'slow', delayMs: 2_000 } as const)
        : ({ kind: 'down', status: 503 } as const)
  fleet.push(await startFixtureSite(mode))
}
const urls = Array.from(
  { length: siteCount },
  (_, index) => `${fleet[index % fleet.length]!.url}site-${index}`,
)

const deployment = await startDeployment({
  env: { AUDIT_ALLOW_PRIVATE_NETWORKS: '1', MONITOR_INTERVAL_S: String(intervalS), LOG_LEVEL: 'error' },
})
const db = new pg.Pool({ connectionString: deployment.databaseUrl, max: 2 })
const missed: string[] = []

try {
  // Baseline: the probe alone, 20 at a time, as many GETs as one interval's checks.
  const baselineStarted = process.cpuUsage()
  for (let start = 0; start < urls.length; start += 20) {
    await Promise.all(
      urls.slice(start, start + 20).map((url) => probeSite(url, { allowPrivateNetworks: true })),
    )
  }
  const baselineCpu = process.cpuUsage(baselineStarted)
  const baselineMsPerCheck = (baselineCpu.user + baselineCpu.system) / 1000 / urls.length

  const client = await createUser(db)
  await db.query(
    `INSERT INTO sites (client_id, name, url, next_check_at, next_audit_at)
     SELECT $1, 'Bench site ' || n, url, now() + make_interval(secs => $3 + random() * $4), now() + interval '7 days'
       FROM unnest($2::text[]) WITH ORDINALITY AS linked (url, n)`,
    [client.id, urls, leadS, intervalS],
  )
  // A fresh worker: its start-up dispatch takes the sites, as a worker that was running would each minute.
  await deployment.killWorker('SIGTERM')
  deployment.startWorker()
  const measureFrom = new Date(Date.now() + leadS * 1000)
  await sleep(leadS * 1000)

  const rowsWritten = async () =>
    (
      await db.query<{ relname: string; written: number }>(
        `SELECT relname, (n_tup_ins + n_tup_upd + n_tup_del)::float8 AS written FROM pg_stat_user_tables`,
      )
    ).rows
  const workerPid = deployment.worker().pid!
  const cpuBefore = processTreeCpuSeconds(workerPid)
  const rowsBefore = await rowsWritten()
  const started = Date.now()
  for (let elapsed = 0; elapsed < seconds; elapsed += 30) {
    await sleep(Math.min(30, seconds - elapsed) * 1000)
    const { rows } = await db.query<{ checks: number }>(
      'SELECT count(*)::int AS checks FROM site_checks WHERE due_at >= $1',
      [measureFrom],
    )
    console.log(`${Math.round((Date.now() - started) / 1000)} s: ${rows[0]!.checks} checks`)
  }
  const cpuSeconds = processTreeCpuSeconds(workerPid) - cpuBefore
  const windowS = (Date.now() - started) / 1000
  await sleep(1_000) // statistics reach pg_stat_user_tables within a second of each commit
  const rowsAfter = await rowsWritten()
  const before = new Map(rowsBefore.map((row) => [row.relname, row.written]))
  const written = rowsAfter
    .map((row) => ({
      table: row.relname,
      perHour: ((row.written - (before.get(row.relname) ?? 0)) * 3600) / windowS,
    }))
    .filter((row) => row.perHour > 0)
    .sort((a, b) => b.perHour - a.perHour)

  const { rows: lag } = await db.query<{
    checks: number
    p50: number
    p99: number
    max: number
    late: number
  }>(
    `SELECT count(*)::int AS checks,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY lag)::float8 AS p50,
            percentile_cont(0.99) WITHIN GROUP (ORDER BY lag)::float8 AS p99,
            max(lag)::float8 AS max,
            count(*) FILTER (WHERE lag > $2)::int AS late
       FROM (SELECT extract(epoch FROM checked_at - due_at) * 1000 AS lag FROM site_checks
              WHERE due_at >= $1 AND due_at <= now() - interval '15 seconds') AS checks`,
    [measureFrom, lagBarMs],
  )
  const { rows: per } = await db.query<{ checks: number; sites: number }>(
    `SELECT count(*)::int AS checks, count(DISTINCT site_id)::int AS sites FROM site_checks
      WHERE checked_at >= to_timestamp($1 / 1000.0)`,
    [started],
  )
  const figures = lag[0]!
  const checksInWindow = per[0]!.checks
  const cpuMsPerCheck = (cpuSeconds * 1000) / checksInWindow
  const { rows: statuses } = await db.query<{ status: string; count: number }>(
    'SELECT status, count(*)::int AS count FROM sites GROUP BY status ORDER BY status',
  )

  console.log(`\n${siteCount} sites every ${intervalS} s on one worker, ${Math.round(windowS)} s measured`)
  console.log(
    `  checks run: ${checksInWindow} (${per[0]!.sites} sites; expected about ${Math.round((siteCount * windowS) / intervalS)})`,
  )
  console.log(`  statuses: ${statuses.map((row) => `${row.status} ${row.count}`).join(', ')}`)
  console.log(
    `  lag, due time to start: p50 ${Math.round(figures.p50)} ms, p99 ${Math.round(figures.p99)} ms, max ${Math.round(figures.max)} ms (${figures.checks} checks; ${figures.late} over ${lagBarMs} ms)`,
  )
  console.log(
    `  worker CPU per check: ${cpuMsPerCheck.toFixed(2)} ms (baseline, the probe alone: ${baselineMsPerCheck.toFixed(2)} ms)`,
  )
  console.log(`  worker CPU in all: ${((cpuSeconds / windowS) * 100).toFixed(1)}% of a core`)
  console.log('  PostgreSQL rows written per hour:')
  for (const row of written)
    console.log(`    ${row.table}: ${Math.round(row.perHour).toLocaleString('en-US')}`)
  console.log(
    `    in all: ${Math.round(written.reduce((sum, row) => sum + row.perHour, 0)).toLocaleString('en-US')}`,
  )

  if (figures.p99 > lagBarMs) missed.push(`check lag p99 ${Math.round(figures.p99)} ms > ${lagBarMs} ms`)
} finally {
  await db.end()
  await deployment.stop()
  await Promise.all(fleet.map((site) => site.close()))
}
exitIfBarsMissed(missed, 'Monitor bench: lag bar met.')

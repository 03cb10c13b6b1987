// Load on loopback against the product as compose runs it (API and worker as separate processes, real
// PostgreSQL and Redis), beside a bare Express "hello" route measured in the same run, and that route after
// one `SELECT 1` (the floor of any route that reads the database). Each row shows the API's CPU time per
// request (all API processes, over the run, divided by the requests served).
// The signed-in bills list's CPU per request is printed as a multiple of the anchor, the bare route after
// one `SELECT 1`. It is a guard, not a target (issue 34 retired the 2x target): run this bench on the build
// before and on this one, alternated, in the same minutes; the bar is that this build's multiple is no worse
// than the build before's by more than the spread of the runs themselves (docs/benchmarks.md, "HTTP load").
// Bars judged here: /api/health p99 < 50 ms during a storm of 200 concurrent logins; no failed responses.
import autocannon from 'autocannon'
import pg from 'pg'
import { createUser } from '../tests/support/factories.ts'
import { startDeployment } from '../tests/support/deployment.ts'
import { exitIfBarsMissed } from './support/bars.ts'
import { measureLoad, printLoadTable, startHelloServer, type LoadFigures } from './support/load.ts'

// BENCH_CPU_PROF=<dir>: every API and worker process writes a V8 CPU profile there when it stops (open it
// in Chrome's DevTools, Performance tab), to see where the CPU per request goes.
const profileDir = process.env.BENCH_CPU_PROF
const deployment = await startDeployment({
  env: { RATE_LIMIT_MAX: '1000000' },
  nodeFlags: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
})
const hello = await startHelloServer(deployment.databaseUrl)
const db = new pg.Pool({ connectionString: deployment.databaseUrl, max: 2 })
const failures: string[] = []

try {
  const user = await createUser({ db, jwtSecret: deployment.env.JWT_SECRET! }, { household: 'studio' })
  const [owner] = (deployment.env.HOUSEHOLD_MEMBERS ?? 'Jordan,Casey').split(',')
  for (let day = 1; day <= 12; day++) {
    await db.query(
      `INSERT INTO bills (household_id, owner, name, amount, due_date)
       VALUES ((SELECT id FROM households WHERE studio), $1, $2, $3, $4)`,
      [owner, `Bill ${day}`, day * 10.25, `2026-12-${String(day).padStart(2, '0')}`],
    )
  }
  const auth = { Authorization: `Bearer ${user.token}` }

  const api = deployment.api().pid!
  const rows: LoadFigures[] = [
    await measureLoad('baseline: bare Express hello', hello.url, hello.pid),
    await measureLoad('anchor: bare Express + SELECT 1', hello.queryUrl, hello.pid),
    await measureLoad('GET /api/bills/list.php', `${deployment.url}/api/bills/list.php?owner=${owner}`, api, {
      headers: auth,
    }),
    await measureLoad(
      'POST /api/dashboard/visitors.php',
      `${deployment.url}/api/dashboard/visitors.php`,
      api,
      {
        method: 'POST',
      },
    ),
    await measureLoad('GET / (prerendered)', `${deployment.url}/`, api),
    await measureLoad('GET /api/health', `${deployment.url}/api/health`, api),
  ]
  printLoadTable(rows)
  const [anchor, bills] = [rows[1]!, rows[2]!]
  console.log(
    `Node ${process.version}; bills list ${(bills.cpuMicrosecondsPerRequest / anchor.cpuMicrosecondsPerRequest).toFixed(2)} × the anchor ` +
      `(bar: no worse than the build before's multiple, same minutes, by more than the runs' spread)`,
  )
  for (const row of rows) if (row.failures > 0) failures.push(`${row.name}: ${row.failures} failed responses`)

  // 200 concurrent sign-ins (argon2 is slow on purpose) while /api/health is sampled.
  const loginBody = JSON.stringify({ username: user.username, password: user.password })
  const storm = autocannon({
    url: `${deployment.url}/api/auth/login.php`,
    connections: 200,
    amount: 1_000,
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: loginBody,
  })
  const health = await autocannon({ url: `${deployment.url}/api/health`, connections: 1, duration: 5 })
  const logins = await storm
  console.log('\nDuring 200 concurrent sign-ins:')
  console.table({
    'POST /api/auth/login.php': {
      'req/s': Math.round(logins.requests.average),
      'p50 ms': logins.latency.p50,
      'p99 ms': logins.latency.p99,
      failures: logins.errors + logins.non2xx,
    },
    'GET /api/health (sampled)': {
      'req/s': Math.round(health.requests.average),
      'p50 ms': health.latency.p50,
      'p99 ms': health.latency.p99,
      failures: health.errors + health.non2xx,
    },
    'GET /api/health (baseline above)': {
      'req/s': rows[5]!.requestsPerSecond,
      'p50 ms': rows[5]!.p50,
      'p99 ms': rows[5]!.p99,
      failures: rows[5]!.failures,
    },
  })
  if (health.latency.p99 >= 50)
    failures.push(`health p99 ${health.latency.p99} ms during the login storm ≥ 50`)
  if (health.errors + health.non2xx > 0) failures.push('health failed during the login storm')
  if (logins.errors + logins.non2xx > 0)
    failures.push(`${logins.errors + logins.non2xx} sign-ins failed during the storm`)
} finally {
  await db.end()
  await hello.stop()
  await deployment.stop()
}

exitIfBarsMissed(failures, 'All load bars met.')

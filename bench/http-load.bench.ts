// Load on loopback against the product as compose runs it (API and worker as separate processes, real
// PostgreSQL and Redis), beside a bare Express "hello" route measured in the same run.
// Bars: bills list ≥ 3,000 req/s with p99 ≤ 25 ms; /api/health p99 < 50 ms during a storm of 200
// concurrent logins; no failed responses anywhere.
import autocannon from 'autocannon'
import pg from 'pg'
import { createUser } from '../tests/support/factories.ts'
import { startDeployment } from '../tests/support/deployment.ts'
import { exitIfBarsMissed } from './support/bars.ts'
import { measureLoad, printLoadTable, startHelloServer, type LoadFigures } from './support/load.ts'

const deployment = await startDeployment({ env: { RATE_LIMIT_MAX: '1000000' } })
const hello = await startHelloServer()
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

  const rows: LoadFigures[] = [
    await measureLoad('baseline: bare Express hello', hello.url),
    await measureLoad('GET /api/bills/list.php', `${deployment.url}/api/bills/list.php?owner=${owner}`, {
      headers: auth,
    }),
    await measureLoad('POST /api/dashboard/visitors.php', `${deployment.url}/api/dashboard/visitors.php`, {
      method: 'POST',
    }),
    await measureLoad('GET / (prerendered)', `${deployment.url}/`),
    await measureLoad('GET /api/health', `${deployment.url}/api/health`),
  ]
  printLoadTable(rows)
  const bills = rows[1]!
  if (bills.requestsPerSecond < 3000) failures.push(`bills list ${bills.requestsPerSecond} req/s < 3000`)
  if (bills.p99 > 25) failures.push(`bills list p99 ${bills.p99} ms > 25`)
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
      'req/s': rows[4]!.requestsPerSecond,
      'p50 ms': rows[4]!.p50,
      'p99 ms': rows[4]!.p99,
      failures: rows[4]!.failures,
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

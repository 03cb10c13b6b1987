// POST /api/bills/check_overdue.php on a table of 100,000 bills must answer in under 200 ms.
// Measured over real HTTP against the real server and PostgreSQL, in the state the schedule leaves (flags
// current as of yesterday, today's roll to do) and after a week without checks; both are bars. For scale,
// not a bar: every flag wrong at once, which costs what rewriting that many rows costs. Baseline, same
// run: the naive statement that rewrites every row (`SET overdue = ...` without the WHERE).
import { performance } from 'node:perf_hooks'
import { addDays, todayInNewYork } from '@studio/api/bills/bill-dates'
import { billsRepository } from '@studio/api/bills/bills.repository'
import { createUser } from '../tests/support/factories.ts'
import { startInProcessServer } from './support/in-process-server.ts'

const tableSize = 100_000
const runs = 25
const barMs = 200

const server = await startInProcessServer('bills')
const { db } = server.deps

try {
  const today = todayInNewYork(new Date())
  const yesterday = addDays(today, -1)
  // Due dates spread over two years around today; about half paid; both household members.
  await db.query(
    `INSERT INTO bills (household_id, owner, name, amount, due_date, paid)
     SELECT (SELECT id FROM households WHERE studio), CASE WHEN n % 2 = 0 THEN $2 ELSE $3 END, 'Bill ' || n, (n % 500) + 0.99,
            $4::date + ((n * 7919) % 730 - 365), n % 3 = 0
     FROM generate_series(1, $1) AS n`,
    [tableSize, ...server.deps.env.HOUSEHOLD_MEMBERS, today],
  )
  await db.query('ANALYZE bills')
  const { token } = await createUser(server.deps, { household: 'studio' })

  const checkOverdue = async () => {
    const started = performance.now()
    const response = await fetch(`${server.url}/api/bills/check_overdue.php`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    })
    const body = (await response.json()) as { updated: number }
    if (!response.ok) throw new Error(`check_overdue answered ${response.status}`)
    return { ms: performance.now() - started, updated: body.updated }
  }

  /** Times the check `runs` times, each from flags last brought up to date on `lastChecked` (not timed). */
  const measureFrom = async (lastChecked: string) => {
    const times: number[] = []
    let updated = 0
    for (let run = 0; run < runs; run++) {
      await billsRepository.flagOverdue(db, lastChecked, null)
      const result = await checkOverdue()
      times.push(result.ms)
      updated = result.updated
    }
    return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), updated }
  }

  await billsRepository.flagOverdue(db, yesterday, null)
  await checkOverdue() // warm the connection, the plan cache and the pages
  const hourly = await measureFrom(yesterday)
  const weekLate = await measureFrom(addDays(today, -7))

  // Every flag wrong at once (e.g. data restored from elsewhere): a one-off, for scale.
  await db.query('UPDATE bills SET overdue = NOT overdue')
  const allWrong = await checkOverdue()

  // Baseline: the same rule as one naive statement over every row, rolled back each time.
  const naive: number[] = []
  for (let run = 0; run < 5; run++) {
    const client = await db.connect()
    try {
      await client.query('BEGIN')
      const started = performance.now()
      await client.query('UPDATE bills SET overdue = (NOT paid AND due_date < $1::date)', [today])
      naive.push(performance.now() - started)
    } finally {
      await client.query('ROLLBACK')
      client.release()
    }
  }

  const worst = Math.max(hourly.p95, weekLate.p95)
  console.log(
    `POST /api/bills/check_overdue.php, table of ${tableSize.toLocaleString('en-US')} bills, ${runs} runs each:`,
  )
  console.log(
    `  daily roll, as the schedule runs it (${hourly.updated} flags change): median ${fmt(hourly.p50)}, p95 ${fmt(hourly.p95)}`,
  )
  console.log(
    `  after a week without checks (${weekLate.updated} flags change): median ${fmt(weekLate.p50)}, p95 ${fmt(weekLate.p95)}`,
  )
  console.log(`  for scale, every flag wrong (${allWrong.updated} flags change): ${fmt(allWrong.ms)}`)
  console.log(`  baseline, naive UPDATE of every row (SQL only): median ${fmt(percentile(naive, 0.5))}`)
  console.log(`  bar: p95 under ${barMs} ms -> ${worst < barMs ? 'pass' : 'FAIL'}`)
  process.exitCode = worst < barMs ? 0 : 1
} finally {
  await server.stop()
}

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!
}

function fmt(ms: number): string {
  return `${ms.toFixed(1)} ms`
}

// `npm run backup` and `npm run restore` on a database of about 1 GB (BACKUP_BENCH_MB, default 1024):
// bills, assistant usage with long texts, visits. Times our backup and our restore (into an empty database,
// as after a loss) beside PostgreSQL's own pg_dump -Fc and pg_restore of the same database in the same
// run, and samples this process's JavaScript heap meanwhile. Bar: the heap stays under 100 MB (a 1 GB
// database must stream through, not sit in memory). Needs pg_dump and pg_restore on PATH for the baseline.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { createBackup } from '@studio/api/backup/backup-folder'
import { inspectBackup, restoreDatabase } from '@studio/api/backup/restore-database'
import { adminQuery, createMigratedDatabase, uniqueName, withDatabase } from '../tests/support/databases.ts'
import { resolveTestServices } from '../tests/support/services.ts'

const targetBytes = Number(process.env.BACKUP_BENCH_MB ?? 1024) * 1024 * 1024
const heapBarBytes = 100 * 1024 * 1024

const services = await resolveTestServices()
const source = await createMigratedDatabase(services.adminUrl, 'bench_backup')
const emptyNames = [uniqueName('bench_restore'), uniqueName('bench_pg_restore')]
const folder = mkdtempSync(join(tmpdir(), 'bench-backup-'))

async function sql(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(text, values)).rows
  } finally {
    await client.end()
  }
}

/** Peak heapUsed while `work` runs, sampled every 50 ms after a collection where Node allows one. */
async function timedWithHeap<T>(work: () => Promise<T>) {
  globalThis.gc?.()
  let peak = process.memoryUsage().heapUsed
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed)), 50)
  const started = performance.now()
  try {
    const result = await work()
    return { result, seconds: (performance.now() - started) / 1000, peak }
  } finally {
    clearInterval(sampler)
  }
}

function timedCommand(command: string, args: string[]) {
  const started = performance.now()
  const run = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' })
  if (run.status !== 0) throw new Error(`${command} failed: ${run.stderr || run.error?.message}`)
  return (performance.now() - started) / 1000
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`

try {
  // Fill in rounds until the database reaches the target size.
  const filled = performance.now()
  let size = 0
  for (let round = 0; size < targetBytes; round += 1) {
    await sql(
      source.url,
      `INSERT INTO bills (household_id, owner, name, amount, due_date, paid)
       SELECT (SELECT id FROM households WHERE studio), CASE WHEN n % 2 = 0 THEN 'Jordan' ELSE 'Casey' END,
              'Bill ' || n || ' of round ' || $1, (n % 500) + 0.99, date '2026-01-01' + (n % 730), n % 3 = 0
       FROM generate_series(1, 500000) AS n`,
      [round],
    )
    await sql(
      source.url,
      `INSERT INTO ask_usage (prompt, response)
       SELECT 'How do I ' || md5(n::text) || repeat(' and then?', 10),
              (SELECT string_agg(md5(random()::text || n || g), ' ') FROM generate_series(1, 45) AS g)
       FROM generate_series(1, 40000) AS n`,
    )
    await sql(
      source.url,
      `INSERT INTO visits (visited_at) SELECT now() - n * interval '1 minute' FROM generate_series(1, 200000) n`,
    )
    size = Number((await sql(source.url, 'SELECT pg_database_size(current_database()) AS size'))[0]!.size)
  }
  await sql(source.url, 'VACUUM ANALYZE')
  size = Number((await sql(source.url, 'SELECT pg_database_size(current_database()) AS size'))[0]!.size)
  const rows = (
    await sql(
      source.url,
      `SELECT (SELECT count(*) FROM bills) + (SELECT count(*) FROM ask_usage) + (SELECT count(*) FROM visits) AS rows`,
    )
  )[0]!.rows
  console.log(
    `database: ${mb(size)} (pg_database_size), ${Number(rows).toLocaleString('en-US')} rows; filled in ${((performance.now() - filled) / 1000).toFixed(0)} s`,
  )

  const backup = await timedWithHeap(() => createBackup(source.url, folder, 1))
  const inspect = await timedWithHeap(() => inspectBackup(backup.result.file))
  for (const name of emptyNames) await adminQuery(services.adminUrl, `CREATE DATABASE ${name}`)
  const restoreTarget = withDatabase(services.adminUrl, emptyNames[0]!)
  const restore = await timedWithHeap(() =>
    restoreDatabase(restoreTarget, backup.result.file, inspect.result),
  )

  const dumpFile = join(folder, 'baseline.dump')
  const pgDump = timedCommand('pg_dump', ['--format=custom', `--file=${dumpFile}`, source.url])
  const pgRestoreTarget = withDatabase(services.adminUrl, emptyNames[1]!)
  const pgRestore = timedCommand('pg_restore', ['--no-owner', `--dbname=${pgRestoreTarget}`, dumpFile])

  const restoredRows = (await sql(restoreTarget, 'SELECT count(*) AS n FROM bills'))[0]!.n
  const sourceRows = (await sql(source.url, 'SELECT count(*) AS n FROM bills'))[0]!.n
  if (restoredRows !== sourceRows) throw new Error(`restored ${restoredRows} bills of ${sourceRows}`)

  console.log(`                      time      file     peak heap`)
  console.log(
    `  npm run backup      ${backup.seconds.toFixed(1).padStart(6)} s  ${mb(backup.result.bytes).padStart(7)}  ${mb(backup.peak).padStart(7)}`,
  )
  console.log(
    `  restore: check      ${inspect.seconds.toFixed(1).padStart(6)} s  ${' '.repeat(7)}  ${mb(inspect.peak).padStart(7)}`,
  )
  console.log(
    `  restore: load       ${restore.seconds.toFixed(1).padStart(6)} s  ${' '.repeat(7)}  ${mb(restore.peak).padStart(7)}`,
  )
  console.log(`  npm run restore     ${(inspect.seconds + restore.seconds).toFixed(1).padStart(6)} s`)
  console.log(
    `  baseline pg_dump -Fc    ${pgDump.toFixed(1).padStart(6)} s  ${mb(statSync(dumpFile).size).padStart(7)}`,
  )
  console.log(`  baseline pg_restore     ${pgRestore.toFixed(1).padStart(6)} s`)
  const peak = Math.max(backup.peak, inspect.peak, restore.peak)
  console.log(`  bar: peak heap under ${mb(heapBarBytes)} -> ${peak < heapBarBytes ? 'pass' : 'FAIL'}`)
  process.exitCode = peak < heapBarBytes ? 0 : 1
} finally {
  await source.drop()
  for (const name of emptyNames)
    await adminQuery(services.adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  rmSync(folder, { recursive: true, force: true })
  await services.stopPostgres()
}

// `npm run bench [filter]`: runs every bench/*.bench.ts one after another (each prints its figures beside
// a baseline measured in the same run, and exits non-zero when its bar fails), then sums up.
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'

const filter = process.argv[2]
const benches = readdirSync('bench')
  .filter((file) => file.endsWith('.bench.ts') && (!filter || file.includes(filter)))
  .sort()
if (benches.length === 0) {
  console.error(filter ? `No benchmark matches "${filter}".` : 'No benchmarks in bench/.')
  process.exit(1)
}

const failed: string[] = []
for (const bench of benches) {
  console.log(`\n=== ${bench} ===`)
  const run = spawnSync(process.execPath, ['--import', 'tsx', `bench/${bench}`], { stdio: 'inherit' })
  if (run.status !== 0) failed.push(bench)
}
console.log(`\n${benches.length - failed.length} passed, ${failed.length} failed`)
if (failed.length) {
  console.log(`Bars not met: ${failed.join(', ')}`)
  process.exit(1)
}

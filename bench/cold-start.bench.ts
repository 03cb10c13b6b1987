// `npm start` on a fresh clone (issues #14 and 34): seconds until `/` and `/api/health` both answer 200,
// with no settings (the embedded PostgreSQL), for this checkout's HEAD beside the build before (e29071d),
// runs alternating in the same minutes. HEAD is measured three ways: the first clone on a machine (no site
// build kept in the user's cache), a later clone (the first one's build kept there), and started again.
// ROUNDS (default 3) sets how many times each is run; BASELINE (default e29071d) the commit compared with.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '@studio/api/platform/net/free-port'
import { exitIfBarsMissed } from './support/bars.ts'
import {
  cloneAt,
  removeClone,
  resetClone,
  timeStart,
  type StartFigures,
} from './support/fresh-clone-start.ts'

const repoRoot = fileURLToPath(new URL('..', import.meta.url))
const baselineCommit = process.env.BASELINE ?? 'e29071d'
const rounds = Number(process.env.ROUNDS ?? 3)
/** Issue 34's bar for a quiet machine; the machine's load is printed beside every run. */
const coldStartBarSeconds = 6

const cases = {
  baselineCold: `baseline ${baselineCommit}, fresh clone`,
  baselineWarm: `baseline ${baselineCommit}, started again`,
  firstClone: 'HEAD, first clone on the machine',
  laterClone: 'HEAD, later clone (site build kept)',
  headWarm: 'HEAD, started again',
} as const
type Case = keyof typeof cases
const figures = new Map<Case, StartFigures[]>(Object.keys(cases).map((key) => [key as Case, []]))

async function run(name: Case, clone: string, cacheHome: string) {
  const result = await timeStart(clone, port, cacheHome)
  figures.get(name)!.push(result)
  const { seconds, cpuSeconds, load } = result
  console.log(
    `${cases[name].padEnd(40)} ${seconds.toFixed(2)} s, CPU ${cpuSeconds.toFixed(1)} s, load ${load.toFixed(1)}`,
  )
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length / 2
  return sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
const medianSeconds = (name: Case) => median(figures.get(name)!.map((result) => result.seconds))

const port = await freePort()
const baselineClone = cloneAt(repoRoot, baselineCommit)
const headClone = cloneAt(repoRoot, 'HEAD')
const cacheHomes: string[] = []
function newCacheHome() {
  const cacheHome = mkdtempSync(join(tmpdir(), 'studio-bench-cache-'))
  cacheHomes.push(cacheHome)
  return cacheHome
}
try {
  for (let round = 1; round <= rounds; round++) {
    console.log(`\nround ${round} of ${rounds}`)
    // Cache folders of their own each round: a fresh or first clone finds its folder empty (a baseline
    // that keeps its builds too would otherwise copy the last round's), the later clone finds its build.
    const [baselineCacheHome, cacheHome] = [newCacheHome(), newCacheHome()]
    resetClone(baselineClone)
    await run('baselineCold', baselineClone, baselineCacheHome)
    await run('baselineWarm', baselineClone, baselineCacheHome)

    resetClone(headClone)
    await run('firstClone', headClone, cacheHome)
    await run('headWarm', headClone, cacheHome)
    resetClone(headClone)
    await run('laterClone', headClone, cacheHome)
  }
} finally {
  for (const clone of [baselineClone, headClone]) removeClone(clone)
  for (const cacheHome of cacheHomes) rmSync(cacheHome, { recursive: true, force: true })
}

console.log('\nmedians (s until / and /api/health answer 200):')
for (const name of Object.keys(cases) as Case[]) {
  const cpu = median(figures.get(name)!.map((result) => result.cpuSeconds))
  console.log(`${cases[name].padEnd(40)} ${medianSeconds(name).toFixed(2)} s, CPU ${cpu.toFixed(1)} s`)
}

const missed: string[] = []
if (medianSeconds('laterClone') > coldStartBarSeconds)
  missed.push(
    `a later clone's cold start took ${medianSeconds('laterClone').toFixed(2)} s, over ${coldStartBarSeconds} s`,
  )
if (medianSeconds('laterClone') >= medianSeconds('baselineCold'))
  missed.push("a later clone's cold start is no faster than the baseline's")
exitIfBarsMissed(
  missed,
  `A later clone's cold start is under ${coldStartBarSeconds} s and faster than the baseline's.`,
)

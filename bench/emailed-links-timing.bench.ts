// Forgot-password and sign-in-link answers must not tell, by their timing, whether an account uses the
// email. Over loopback HTTP against the product as compose runs it (API and worker as separate processes,
// real PostgreSQL and Redis), known and unknown emails alternate, and each call's median is printed. Baseline, same run: a call the server refuses at validation (no email),
// the cost of the HTTP round trip alone. Bar: the known and unknown medians within 1 ms or a tenth of the
// unknown one's, whichever is more (before docs/decisions/036-emailed-links-equal-work.md: 6–12 ms apart).
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { createUser } from '../tests/support/factories.ts'
import { startDeployment } from '../tests/support/deployment.ts'
import { exitIfBarsMissed } from './support/bars.ts'

const runs = 300
const barFloorMs = 1
const barFraction = 0.1

const deployment = await startDeployment({ env: { RATE_LIMIT_MAX: '1000000' } })
const db = new pg.Pool({ connectionString: deployment.databaseUrl, max: 1 })
const missed: string[] = []

try {
  const user = await createUser(db)
  const post = async (path: string, body: object) => {
    const started = performance.now()
    const response = await fetch(`${deployment.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    await response.arrayBuffer()
    return performance.now() - started
  }

  /** Medians of `runs` calls each for the known and an unknown email, taken in turn. */
  const measure = async (path: string) => {
    const known: number[] = []
    const unknown: number[] = []
    for (let run = 0; run < 20; run++) await post(path, { email: user.email }) // warm up
    for (let run = 0; run < runs; run++) {
      known.push(await post(path, { email: user.email }))
      unknown.push(await post(path, { email: `nobody-${run}@example.test` }))
    }
    return { known: median(known), unknown: median(unknown) }
  }

  const refused: number[] = []
  for (let run = 0; run < runs; run++) refused.push(await post('/api/auth/forgot_password.php', {}))

  console.log(`Emailed links, ${runs} calls per email kind, taken in turn (median):`)
  for (const path of ['/api/auth/forgot_password.php', '/api/auth/sign_in_link.php']) {
    const { known, unknown } = await measure(path)
    const gap = Math.abs(known - unknown)
    const bar = Math.max(barFloorMs, barFraction * unknown)
    console.log(`  ${path}: known ${fmt(known)}, unknown ${fmt(unknown)}, gap ${fmt(gap)} (bar ${fmt(bar)})`)
    if (gap > bar) missed.push(`${path}: known and unknown medians ${fmt(gap)} apart (bar ${fmt(bar)})`)
  }
  console.log(`  baseline, a call refused at validation: ${fmt(median(refused))}`)
} finally {
  await db.end()
  await deployment.stop()
}
exitIfBarsMissed(missed, 'Known and unknown emails answer in the same time.')

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

function fmt(ms: number): string {
  return `${ms.toFixed(2)} ms`
}

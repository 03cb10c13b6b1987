import { request } from 'node:http'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDeployment, type Deployment } from '../support/deployment.ts'
import { drillSize } from './scale.ts'

type Outcome =
  | { kind: 'answered'; status: number }
  | { kind: 'refused' }
  | { kind: 'reset'; message: string }
  | { kind: 'cut off'; message: string }

/**
 * One request on a fresh connection. `refused`: the listener had closed. `reset`: the connection was
 * dropped before any reply — either still in the kernel's accept queue when the listener closed, or cut
 * off mid-request; the database tells them apart (below). `cut off`: a reply that broke off midway.
 */
function visit(port: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/dashboard/visitors.php',
      agent: false,
    })
    req.on('response', (res) => {
      res.resume()
      res.on('end', () => resolve({ kind: 'answered', status: res.statusCode ?? 0 }))
      res.on('error', (error) => resolve({ kind: 'cut off', message: error.message }))
    })
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve(
        error.code === 'ECONNREFUSED' ? { kind: 'refused' } : { kind: 'reset', message: error.message },
      ),
    )
    req.end()
  })
}

// SIGTERM to the API while clients keep sending: every request it accepted is answered in full.
describe('SIGTERM under load', () => {
  let deployment: Deployment
  beforeAll(async () => {
    deployment = await startDeployment()
  }, 120_000)
  afterAll(() => deployment?.stop())

  it('cuts off no request', async () => {
    const port = Number(new URL(deployment.url).port)
    const outcomes: Outcome[] = []
    let stop = false
    const clients = Array.from({ length: drillSize(50, 20) }, async () => {
      while (!stop) {
        const outcome = await visit(port)
        outcomes.push(outcome)
        if (outcome.kind === 'refused') return
      }
    })
    await new Promise((resolve) => setTimeout(resolve, drillSize(3_000, 1_000)))
    const before = outcomes.length
    deployment.api().kill('SIGTERM')
    await Promise.race([Promise.all(clients), new Promise((resolve) => setTimeout(resolve, 15_000))])
    stop = true
    await Promise.all(clients)

    const count = (kind: Outcome['kind']) => outcomes.filter((outcome) => outcome.kind === kind).length
    const answered = outcomes.filter((outcome) => outcome.kind === 'answered')
    console.log(
      `${answered.length} answered (${before} before the signal), ${count('refused')} refused, ` +
        `${count('reset')} reset before any reply, ${count('cut off')} cut off mid-reply`,
    )
    expect(count('cut off')).toBe(0)
    expect(answered.every((outcome) => outcome.kind === 'answered' && outcome.status === 204)).toBe(true)
    expect(answered.length).toBeGreaterThan(before)
    // Every request the API processed (each records one visit) was answered: the resets are connections
    // it never read from, which had no effect and are safe for a client or proxy to retry.
    const db = new pg.Client({ connectionString: deployment.databaseUrl })
    await db.connect()
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM visits')
    await db.end()
    expect(rows[0]?.n).toBe(answered.length)
  })
})

import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readOutbox } from '../support/mail-outbox.ts'
import { startDeployment, type Deployment } from '../support/deployment.ts'
import { waitFor } from '../support/wait-for.ts'
import { drillSize } from './scale.ts'

// PostgreSQL and Redis of the drill's own, stopped and started while the app is in use.
describe('service outages', () => {
  let deployment: Deployment
  let services: NonNullable<Deployment['privateServices']>

  beforeAll(async () => {
    deployment = await startDeployment({ privateServices: true, env: { RATE_LIMIT_MAX: '1000000' } })
    services = deployment.privateServices!
  }, 120_000)
  afterAll(() => deployment?.stop())

  it('keeps every contact message sent while Redis is away, and mails them all when it returns', async () => {
    const outageMs = drillSize(30_000, 6_000)
    await services.stopRedis()
    const sent: number[] = []
    const started = Date.now()
    for (let n = 0; Date.now() - started < outageMs; n++) {
      const reply = await fetch(`${deployment.url}/api/contact/send_contact.php`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: `Outage ${n}`,
          email: `outage${n}@example.com`,
          message: `Sent during the outage, #${n}`,
        }),
      })
      expect(reply.status).toBe(200)
      sent.push(n)
      await sleep(250)
    }
    const db = new pg.Client({ connectionString: deployment.databaseUrl })
    await db.connect()
    const stored = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM contact_messages WHERE name LIKE 'Outage %'",
    )
    await db.end()
    expect(stored.rows[0]?.n).toBe(sent.length)
    expect(await readOutbox(deployment.mailOutboxDir)).toHaveLength(0)

    await services.startRedis()
    await waitFor(
      `${sent.length} notifications after Redis returns`,
      async () => (await readOutbox(deployment.mailOutboxDir)).length === sent.length,
      60_000,
    )
  })

  it('answers 503 while PostgreSQL restarts under load, and recovers by itself', async () => {
    const statuses = new Map<number, number>()
    let running = true
    const load = (async () => {
      while (running) {
        const reply = await fetch(`${deployment.url}/api/dashboard/visitors.php`, { method: 'POST' }).catch(
          () => undefined,
        )
        const status = reply?.status ?? 0
        statuses.set(status, (statuses.get(status) ?? 0) + 1)
        if (reply && status !== 204) {
          expect(reply.headers.get('content-type')).toMatch(/application\/json/)
        }
      }
    })()
    await sleep(500)
    await services.stopPostgresOnly()
    await waitFor('503 from health', async () => (await fetch(`${deployment.url}/api/health`)).status === 503)
    await sleep(drillSize(5_000, 1_500))
    await services.startPostgres()
    await waitFor('health to recover', async () => (await fetch(`${deployment.url}/api/health`)).ok, 30_000)
    await sleep(500)
    running = false
    await load
    const seen = Object.fromEntries(statuses)
    expect(Object.keys(seen).map(Number).sort()).toEqual([204, 503])
    expect(deployment.api().exitCode).toBeNull()
  })
})

import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../support/factories.ts'
import { startFixtureSite, type FixtureSite } from '../support/fixture-sites.ts'
import { readOutbox } from '../support/mail-outbox.ts'
import { startDeployment, type Deployment } from '../support/deployment.ts'
import { waitFor } from '../support/wait-for.ts'
import { drillSize } from './scale.ts'

// kill -9 the worker again and again while it checks sites under care that go down and come back: every
// site is mailed exactly one "down" and one "up", to its client and to the studio, none twice, none missed.
// Checks answer slowly (1.5 s), so kills land in the middle of them.
describe('the monitor with its worker killed mid-check', () => {
  const siteCount = drillSize(20, 4)
  const killsPerPhase = drillSize(4, 2)
  const slowly = 1_500
  let deployment: Deployment
  let db: pg.Pool
  const sites: FixtureSite[] = []

  beforeAll(async () => {
    deployment = await startDeployment({
      env: {
        AUDIT_ALLOW_PRIVATE_NETWORKS: '1',
        MONITOR_INTERVAL_S: '30',
        BUSINESS_EMAIL: 'studio@example.test',
      },
    })
    db = new pg.Pool({ connectionString: deployment.databaseUrl, max: 2 })
    for (let index = 0; index < siteCount; index++) {
      sites.push(await startFixtureSite({ kind: 'slow', delayMs: slowly }))
    }
  }, 120_000)
  afterAll(async () => {
    await Promise.all(sites.map((site) => site.close()))
    await db?.end()
    await deployment?.stop()
  })

  const statuses = async () =>
    (await db.query<{ status: string }>('SELECT status FROM sites ORDER BY id')).rows.map((row) => row.status)

  /** Kills the worker at uneven moments while checks run, starting a new one at once each time. */
  async function killWhileChecking() {
    for (let kill = 0; kill < killsPerPhase; kill++) {
      await sleep(4_000 + Math.random() * 6_000)
      await deployment.killWorker('SIGKILL')
      deployment.startWorker()
    }
  }

  it('mails each down and each up exactly once per site and recipient', async () => {
    const client = await createUser(db)
    // Linked as the admin's POST does, due at once so the first dispatch (at the worker's start) takes them.
    for (const [index, site] of sites.entries()) {
      await db.query(
        `INSERT INTO sites (client_id, name, url, next_check_at, next_audit_at)
         VALUES ($1, $2, $3, now() + $4 * interval '1 second', now() + interval '7 days')`,
        [client.id, `Drill site ${index}`, site.url, index % 30],
      )
    }
    await deployment.killWorker('SIGKILL')
    deployment.startWorker()
    await waitFor('every site up', async () => (await statuses()).every((status) => status === 'up'), 180_000)

    for (const site of sites) site.mode = { kind: 'down', status: 503, delayMs: slowly }
    await killWhileChecking()
    await waitFor(
      'every site down',
      async () => (await statuses()).every((status) => status === 'down'),
      240_000,
    )

    for (const site of sites) site.mode = { kind: 'slow', delayMs: slowly }
    await killWhileChecking()
    await waitFor(
      'every site up again',
      async () => (await statuses()).every((status) => status === 'up'),
      240_000,
    )

    const expected = siteCount * 2 * 2 // down and up, to the client and the studio
    const distinct = async () => {
      const mails = await readOutbox(deployment.mailOutboxDir)
      return new Map(mails.map((mail) => [mail.messageId, mail]))
    }
    await waitFor(`${expected} alert mails`, async () => (await distinct()).size >= expected, 120_000)
    // A duplicate would come from a second decision, which would have its own outbox row: wait for stragglers.
    await sleep(10_000)
    const mails = [...(await distinct()).values()]
    const perSiteAndRecipient = new Map<string, string[]>()
    for (const mail of mails) {
      const to = mail.to && 'text' in mail.to ? mail.to.text : ''
      const site = /^(Drill site \d+)/.exec(mail.subject ?? '')?.[1] ?? mail.subject
      const key = `${site} → ${to}`
      perSiteAndRecipient.set(key, [
        ...(perSiteAndRecipient.get(key) ?? []),
        mail.subject!.replace(`${site} `, ''),
      ])
    }
    expect(mails).toHaveLength(expected)
    expect(perSiteAndRecipient.size).toBe(siteCount * 2)
    for (const subjects of perSiteAndRecipient.values())
      expect(subjects.sort()).toEqual(['is back up', 'is down'])
    const { rows } = await db.query<{ open: number; closed: number }>(
      `SELECT count(*) FILTER (WHERE ended_at IS NULL)::int AS open, count(*) FILTER (WHERE ended_at IS NOT NULL)::int AS closed
         FROM site_incidents`,
    )
    expect(rows[0]).toEqual({ open: 0, closed: siteCount })
  }, 900_000)
})

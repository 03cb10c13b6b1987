import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSite, createUser } from '../support/factories.ts'
import { startFixtureSite, type FixtureSite } from '../support/fixture-sites.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { waitFor } from '../support/wait-for.ts'

// Under `npm start` without Redis the monitor runs on the in-process jobs: linking checks the site, the
// dispatcher queues its next checks, and "check now" runs one through the same queue.
describe('sites under care without Redis', () => {
  let server: TestServer
  let site: FixtureSite
  beforeAll(async () => {
    server = await startTestServer({
      queue: 'in-process',
      env: { AUDIT_ALLOW_PRIVATE_NETWORKS: '1', MONITOR_INTERVAL_S: '30' },
    })
    site = await startFixtureSite()
  }, 60_000)
  afterAll(async () => {
    await site?.close()
    await server?.stop()
  })

  it('checks a linked site, dispatches its next checks and checks it now on request', async () => {
    const admin = await createUser(server.deps, { admin: true })
    const client = await createUser(server.deps)
    const call = (method: string, path: string, body?: unknown) =>
      fetch(`${server.url}/api${path}`, {
        method,
        headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
      })
    const created = await call('POST', '/portal/sites', {
      client: client.username,
      name: 'Local Loaves',
      url: site.url,
    })
    expect(created.status).toBe(201)
    const { site: linked } = await created.json()
    await waitFor('the first check', async () => site.hits === 1)
    await waitFor(
      'the status',
      async () => (await (await call('GET', `/portal/sites/${linked.id}`)).json()).site.status === 'up',
    )

    await server.deps.db.query("UPDATE sites SET next_check_at = now() + interval '1 second' WHERE id = $1", [
      linked.id,
    ])
    const dispatched = await server.deps.jobs.runAndWait('dispatch-site-checks', {}, 30_000)
    expect(dispatched.checks).toBeGreaterThanOrEqual(2) // +1 s and +31 s (and +61 s) within the 65 s ahead
    const dispatchedChecks = async () =>
      (
        await server.deps.db.query('SELECT 1 FROM site_checks WHERE site_id = $1 AND due_at IS NOT NULL', [
          linked.id,
        ])
      ).rowCount
    await waitFor('the dispatched check', dispatchedChecks, 30_000)
    const hitsBefore = site.hits

    const checked = await call('POST', `/portal/sites/${linked.id}/check`)
    expect(checked.status).toBe(200)
    expect((await checked.json()).site).toMatchObject({ status: 'up', uptime30d: 100 })
    expect(site.hits).toBeGreaterThan(hitsBefore)
  }, 90_000)

  it('queues seven sites’ checks without an abort listener each (no MaxListenersExceededWarning)', async () => {
    const warnings: Error[] = []
    const onWarning = (warning: Error) => warnings.push(warning)
    process.on('warning', onWarning)
    try {
      const client = await createUser(server.deps)
      const ids: number[] = []
      for (let index = 0; index < 7; index++)
        ids.push(await createSite(server.deps.db, client.id, { url: `${site.url}page-${index}` }))
      // Each at a phase of its own, as linking spreads them: every due check is a delayed job of its own.
      await server.deps.db.query(
        `UPDATE sites SET next_check_at = now() + array_position($1::bigint[], id) * interval '3 seconds'
          WHERE id = ANY($1)`,
        [ids],
      )
      const dispatched = await server.deps.jobs.runAndWait('dispatch-site-checks', {}, 30_000)
      expect(dispatched.batches).toBeGreaterThan(10)
      await waitFor('the first of those checks', async () => {
        const { rowCount } = await server.deps.db.query(
          'SELECT 1 FROM site_checks WHERE site_id = ANY($1) AND due_at IS NOT NULL',
          [ids],
        )
        return rowCount! > 0
      })
      expect(warnings.map((warning) => `${warning.name}: ${warning.message}`)).toEqual([])
    } finally {
      process.off('warning', onWarning)
    }
  }, 60_000)
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../support/factories.ts'
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
})

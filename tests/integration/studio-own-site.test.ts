import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, type CreatedUser } from '../support/factories.ts'
import { startFixtureSite, type FixtureSite } from '../support/fixture-sites.ts'
import { callAs } from '../support/portal.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

// The studio's own site is linked under care to the admin's own account, like a client's, so it gets an
// analytics key for STUDIO_ANALYTICS_KEY (docs/portal.md#the-studios-own-site).
describe("the studio's own site under care", () => {
  let server: TestServer
  let admin: CreatedUser & { token: string }
  let site: FixtureSite

  beforeAll(async () => {
    server = await startTestServer({
      env: { AUDIT_ALLOW_PRIVATE_NETWORKS: '1', MONITOR_INTERVAL_S: '86400' },
    })
    admin = await createUser(server.deps, { admin: true })
    site = await startFixtureSite()
  }, 120_000)
  afterAll(async () => {
    await site?.close()
    await server?.stop()
  })

  it("is linked to the admin's own account and gets a key of its own", async () => {
    const linked = await callAs(server, admin)
      .post('/api/portal/sites')
      .send({ client: admin.username, name: 'Studio site', url: site.url })
    expect(linked.status, JSON.stringify(linked.body)).toBe(201)
    expect(linked.body.site).toMatchObject({ client: admin.username, name: 'Studio site', lastVisitAt: null })
    expect(linked.body.site.analyticsKey).toMatch(/^[\w-]{12,64}$/)

    const listed = await callAs(server, admin).get('/api/portal/sites')
    expect(
      listed.body.sites.map((listedSite: { analyticsKey: string }) => listedSite.analyticsKey),
    ).toContain(linked.body.site.analyticsKey)
  })

  it('still refuses an account that does not exist', async () => {
    const refused = await callAs(server, admin)
      .post('/api/portal/sites')
      .send({ client: 'nobody-by-this-name', name: 'Studio site', url: site.url })
    expect(refused.status).toBe(400)
    expect(refused.body.error).toBe('There is no client account named nobody-by-this-name.')
  })
})

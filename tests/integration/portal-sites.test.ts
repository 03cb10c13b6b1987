import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site, SiteDetail } from '@studio/api/contract/portal-sites'
import { checkSites, dispatchSiteChecks } from '@studio/api/portal-sites/monitor.service'
import { createUser, type CreatedUser } from '../support/factories.ts'
import {
  refusedUrl,
  startFixtureSite,
  startHttpsFixtureSite,
  withFixtureSite,
  type FixtureSite,
} from '../support/fixture-sites.ts'
import { createSmtpCapture } from '../support/smtp-capture.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { waitFor } from '../support/wait-for.ts'

// Sites under care against real PostgreSQL, Redis, a BullMQ worker and SMTP on loopback, with loopback
// fixture sites that go up, down and slow, and an https one whose self-signed certificate expires in 5 days.
describe('sites under care', () => {
  const smtp = createSmtpCapture()
  let server: TestServer
  let admin: CreatedUser & { token: string }
  let client: CreatedUser & { token: string }
  let otherClient: CreatedUser & { token: string }
  let fixture: FixtureSite
  const upSites: FixtureSite[] = []
  /** A fixture site that stays up for the rest of the file. */
  const upSiteUrl = async () => {
    const site = await startFixtureSite()
    upSites.push(site)
    return site.url
  }

  beforeAll(async () => {
    const port = await smtp.listen()
    server = await startTestServer({
      queue: 'redis',
      env: {
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        AUDIT_ALLOW_PRIVATE_NETWORKS: '1',
        BUSINESS_EMAIL: 'studio@example.test',
        // A day: the worker's own dispatch (every minute) leaves the tests' sites alone; they check by hand.
        MONITOR_INTERVAL_S: '86400',
      },
    })
    admin = await createUser(server.deps, { admin: true })
    client = await createUser(server.deps)
    otherClient = await createUser(server.deps)
    fixture = await startFixtureSite()
  }, 120_000)
  afterAll(async () => {
    await fixture?.close()
    await Promise.all(upSites.map((site) => site.close()))
    await server?.stop()
    await smtp.close()
  })

  const call = async (method: string, path: string, token?: string, body?: unknown) => {
    const response = await fetch(`${server.url}/api${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    })
    const text = await response.text()
    return { status: response.status, body: text ? JSON.parse(text) : undefined }
  }
  const link = (url: string, owner = client, name = 'Bakery') =>
    call('POST', '/portal/sites', admin.token, { client: owner.username, name, url })
  /** Links a site and waits for the first check its linking queues, so the tests' own checks come after it. */
  const linkChecked = async (url: string, name: string): Promise<number> => {
    const { status, body } = await link(url, client, name)
    expect(status).toBe(201)
    await waitFor(
      `the first check of ${name}`,
      async () => {
        const { rows } = await server.deps.db.query('SELECT last_checked_at FROM sites WHERE id = $1', [
          body.site.id,
        ])
        return rows[0].last_checked_at !== null
      },
      30_000,
    )
    return body.site.id
  }
  const checkNow = async (id: number): Promise<Site> => {
    const reply = await call('POST', `/portal/sites/${id}/check`, admin.token)
    expect(reply.status).toBe(200)
    return reply.body.site
  }
  const siteNow = async (id: number): Promise<Site> =>
    (await call('GET', `/portal/sites/${id}`, admin.token)).body.site
  /** How many scheduled checks of the site ran (the dispatcher's and confirmations). */
  const scheduledChecksOf = async (id: number): Promise<number> => {
    const { rows } = await server.deps.db.query(
      'SELECT count(*)::int AS count FROM site_checks WHERE site_id = $1 AND due_at IS NOT NULL',
      [id],
    )
    return rows[0].count
  }
  /** Nothing queued nor received about the site (call after the outbox is flushed). */
  const expectNoMailAbout = async (siteName: string) => {
    const { rows } = await server.deps.db.query(
      "SELECT count(*)::int AS count FROM job_outbox WHERE payload->>'subject' LIKE $1 || '%'",
      [siteName],
    )
    expect(rows[0].count).toBe(0)
    expect(mailsAbout(siteName)).toEqual([])
  }
  /** Mails received so far for a site, by subject and recipient. */
  const mailsAbout = (siteName: string) =>
    smtp.received
      .filter((mail) => mail.subject?.startsWith(siteName))
      .map((mail) => ({
        subject: mail.subject,
        to: mail.to && 'text' in mail.to ? mail.to.text : '',
        text: mail.text,
      }))

  describe('the endpoints', () => {
    it('link a site for the admin only, with clear refusals', async () => {
      const created = await link(fixture.url, client, 'Main Street Bakery')
      expect(created.status).toBe(201)
      expect(created.body.site).toEqual({
        id: expect.any(Number),
        name: 'Main Street Bakery',
        url: fixture.url,
        client: client.username,
        status: 'pending',
        lastCheckedAt: null,
        responseMs: null,
        lastCheckFailure: null,
        failuresInRow: 0,
        uptime30d: null,
        certificate: null,
        latestAudit: null,
        analyticsKey: expect.stringMatching(/^[A-Za-z0-9_-]{12,64}$/),
        lastVisitAt: null,
      })
      expect(await link(fixture.url, client)).toMatchObject({
        status: 409,
        body: { error: `${client.username} already has ${fixture.url} under care.` },
      })
      expect(
        await call('POST', '/portal/sites', admin.token, {
          client: 'nobody_here',
          name: 'X',
          url: fixture.url,
        }),
      ).toMatchObject({ status: 400, body: { error: 'There is no client account named nobody_here.' } })
      expect(
        await call('POST', '/portal/sites', admin.token, {
          client: client.username,
          name: 'X',
          url: 'ftp://x.test',
        }),
      ).toMatchObject({ status: 400, body: { error: 'Only http:// and https:// sites can be watched.' } })
      expect(
        (
          await call('POST', '/portal/sites', client.token, {
            client: client.username,
            name: 'X',
            url: fixture.url,
          })
        ).status,
      ).toBe(403)
      expect((await call('POST', '/portal/sites', undefined, {})).status).toBe(401)
    })

    it('show a client its own sites only; another client’s site is not found', async () => {
      const { body } = await link(await upSiteUrl(), otherClient, 'Other shop')
      const otherId: number = body.site.id
      const own = await call('GET', '/portal/sites', client.token)
      expect(own.status).toBe(200)
      expect(own.body.sites.map((site: Site) => site.client)).toEqual([client.username])
      expect((await call('GET', `/portal/sites/${otherId}`, client.token)).status).toBe(404)
      expect((await call('GET', '/portal/sites/not-a-number', client.token)).status).toBe(404)
      expect((await call('GET', '/portal/sites', undefined)).status).toBe(401)
      const all = await call('GET', '/portal/sites', admin.token)
      expect(all.body.sites.map((site: Site) => site.name).slice(0, 2)).toEqual([
        'Other shop',
        'Main Street Bakery',
      ])
      expect((await call('POST', `/portal/sites/${otherId}/check`, client.token)).status).toBe(403)
      expect((await call('DELETE', `/portal/sites/${otherId}`, client.token)).status).toBe(403)
    })

    it('refuse a private address unless AUDIT_ALLOW_PRIVATE_NETWORKS', async () => {
      const strict = await startTestServer({ queue: 'in-process' })
      try {
        const strictAdmin = await createUser(strict.deps, { admin: true })
        const owner = await createUser(strict.deps)
        const reply = await fetch(`${strict.url}/api/portal/sites`, {
          method: 'POST',
          headers: { authorization: `Bearer ${strictAdmin.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ client: owner.username, name: 'Router', url: 'http://192.168.1.1/' }),
        })
        expect(reply.status).toBe(400)
        expect((await reply.json()).error).toBe(
          'Only public websites can be watched: 192.168.1.1 points to a private or reserved address (192.168.1.1).',
        )
      } finally {
        await strict.stop()
      }
    }, 60_000)
  })

  describe('the monitor', () => {
    // The next four run side by side (two wait 30 s for a confirming check, one 10 s for a check's
    // timeout): each has a site, a name and mails of its own.
    it('says why the newest check failed and how many failures count, from the first failure on', async () => {
      const site = await startFixtureSite({ kind: 'down', status: 503 })
      try {
        const id = await linkChecked(site.url, 'Failing Framers')
        const afterOne = (await call('GET', `/portal/sites/${id}`, client.token)).body.site as Site
        expect(afterOne).toMatchObject({
          status: 'pending',
          lastCheckedAt: expect.any(String),
          lastCheckFailure: 'HTTP 503',
          failuresInRow: 1,
        })
        const listed = (await call('GET', '/portal/sites', admin.token)).body.sites as Site[]
        expect(listed.find((listedSite) => listedSite.id === id)).toMatchObject({
          lastCheckFailure: 'HTTP 503',
          failuresInRow: 1,
        })
        site.mode = { kind: 'up' }
        expect(await checkNow(id)).toMatchObject({ status: 'up', lastCheckFailure: null, failuresInRow: 0 })
        const refusedId = await linkChecked(await refusedUrl(), 'Refusing Roofers')
        expect((await call('GET', `/portal/sites/${refusedId}`, admin.token)).body.site).toMatchObject({
          lastCheckFailure: 'connection refused',
          failuresInRow: 1,
        })
      } finally {
        await site.close()
      }
    }, 60_000)

    it.concurrent(
      'is down after two failed checks, up after one success, and mails each change once to both',
      async () => {
        await withFixtureSite(undefined, async (site) => {
          const id = await linkChecked(site.url, 'Flaky Florist')
          expect((await call('GET', `/portal/sites/${id}`, client.token)).body.site).toMatchObject({
            status: 'up',
            uptime30d: 100,
          })

          site.mode = { kind: 'down', status: 503 }
          // One failure is not an outage, and a second press seconds later is the same failure...
          expect(await checkNow(id)).toMatchObject({ status: 'up', failuresInRow: 1 })
          expect(await checkNow(id)).toMatchObject({ status: 'up', failuresInRow: 1 })
          // ...which the check queued 30 s after it confirms.
          await waitFor('the confirming check', async () => (await siteNow(id)).status === 'down', 45_000)
          expect(await siteNow(id)).toMatchObject({ failuresInRow: 2, responseMs: expect.any(Number) })
          expect(await scheduledChecksOf(id)).toBe(1)
          expect(await checkNow(id)).toMatchObject({ status: 'down' })

          site.mode = { kind: 'up' }
          expect(await checkNow(id)).toMatchObject({ status: 'up' })

          await waitFor('the down and up mails', () => mailsAbout('Flaky Florist').length >= 4, 60_000)
          const mails = mailsAbout('Flaky Florist')
          expect(mails.map((mail) => [mail.subject, mail.to]).sort()).toEqual(
            [
              ['Flaky Florist is back up', client.email],
              ['Flaky Florist is back up', 'studio@example.test'],
              ['Flaky Florist is down', client.email],
              ['Flaky Florist is down', 'studio@example.test'],
            ].sort(),
          )
          const downMail = mails.find(
            (mail) => mail.subject === 'Flaky Florist is down' && mail.to === client.email,
          )!
          expect(downMail.text).toContain(
            `The last one said: 127.0.0.1:${new URL(site.url).port} answered with HTTP status 503.`,
          )
          const upMail = mails.find((mail) => mail.subject === 'Flaky Florist is back up')!
          expect(upMail.text).toMatch(/It was down for (less than a minute|\d+ minutes?)\./)

          const detail = (await call('GET', `/portal/sites/${id}`, client.token)).body as SiteDetail
          expect(detail.days).toHaveLength(30)
          expect(detail.days.at(-1)).toMatchObject({ checks: 6, uptime: 33.33 })
          expect(detail.incidents).toEqual([
            {
              startedAt: expect.any(String),
              endedAt: expect.any(String),
              reason: `127.0.0.1:${new URL(site.url).port} answered with HTTP status 503.`,
            },
          ])
          expect(detail.site.uptime30d).toBe(33.33)
        })
      },
      120_000,
    )

    it.concurrent(
      'counts two Check Now presses 2.5 s apart during a blip as one failure, and mails nothing',
      async () => {
        await withFixtureSite(undefined, async (site) => {
          const id = await linkChecked(site.url, 'Blipping Bistro')
          site.mode = { kind: 'down', status: 503 }
          // Check Now answers why it failed (the admin's notice says more than "Down").
          expect(await checkNow(id)).toMatchObject({
            status: 'up',
            failuresInRow: 1,
            lastCheckFailure: 'HTTP 503',
          })
          await new Promise((resolve) => setTimeout(resolve, 2_500))
          expect(await checkNow(id)).toMatchObject({ status: 'up', failuresInRow: 1 })
          site.mode = { kind: 'up' }
          await waitFor('the confirming check', async () => (await scheduledChecksOf(id)) > 0, 45_000)
          expect(await siteNow(id)).toMatchObject({ status: 'up', failuresInRow: 0, lastCheckFailure: null })
          await server.deps.outbox.flush()
          await new Promise((resolve) => setTimeout(resolve, 2_000))
          expect(await scheduledChecksOf(id)).toBe(1) // one confirming check for the two presses
          await expectNoMailAbout('Blipping Bistro')
        })
      },
      90_000,
    )

    it.concurrent(
      'sends no "up" for a new site and nothing for a single failure',
      async () => {
        await withFixtureSite({ kind: 'down', status: 500 }, async (site) => {
          const id = await linkChecked(site.url, 'Quiet Quilts')
          expect((await call('GET', `/portal/sites/${id}`, client.token)).body.site.status).toBe('pending')
          site.mode = { kind: 'up' }
          expect(await checkNow(id)).toMatchObject({ status: 'up' })
          await server.deps.outbox.flush()
          await expectNoMailAbout('Quiet Quilts')
        })
      },
      60_000,
    )

    it.concurrent(
      'counts a slow site as failed after 10 seconds and a refused connection as failed, with reasons',
      async () => {
        await withFixtureSite({ kind: 'slow', delayMs: 12_000 }, async (slow) => {
          const ids = await Promise.all([
            linkChecked(slow.url, 'Slow Saddlery'),
            linkChecked(await refusedUrl(), 'Gone Gardens'),
          ])
          const { rows } = await server.deps.db.query(
            `SELECT s.name, c.ok, c.reason FROM site_checks c JOIN sites s ON s.id = c.site_id
          WHERE s.id = ANY($1) ORDER BY s.name`,
            [ids],
          )
          expect(rows).toEqual([
            {
              name: 'Gone Gardens',
              ok: false,
              reason: expect.stringMatching(/: the connection was refused\.$/),
            },
            { name: 'Slow Saddlery', ok: false, reason: expect.stringMatching(/within 10 seconds\.$/) },
          ])
        })
      },
      90_000,
    )

    it('decides each change once when several checks of a site run at the same time', async () => {
      const site = await startFixtureSite({ kind: 'down', status: 502 })
      try {
        const id = await linkChecked(site.url, 'Racing Radios')
        // Scheduled checks (each counts toward "in a row"), six at once, in two batches of three.
        const concurrentChecks = () => {
          const due = { id, dueAt: new Date().toISOString() }
          return Promise.all([
            checkSites(server.deps, [due, due, due]),
            checkSites(server.deps, [due, due, due]),
          ])
        }
        await concurrentChecks()
        site.mode = { kind: 'up' }
        await concurrentChecks()
        site.mode = { kind: 'down', status: 502 }
        await concurrentChecks()
        await waitFor('the alerts', () => mailsAbout('Racing Radios').length >= 6, 60_000)
        const { rows } = await server.deps.db.query(
          'SELECT kind, count(*)::int AS count FROM site_alerts WHERE site_id = $1 GROUP BY kind ORDER BY kind',
          [id],
        )
        expect(rows).toEqual([
          { kind: 'down', count: 2 },
          { kind: 'up', count: 1 },
        ])
        const { rows: incidents } = await server.deps.db.query(
          'SELECT ended_at IS NULL AS open FROM site_incidents WHERE site_id = $1 ORDER BY started_at',
          [id],
        )
        expect(incidents).toEqual([{ open: false }, { open: true }])
        // Give a duplicate time to arrive, then count: two down mails and one up mail, to two people each.
        await server.deps.outbox.flush()
        await new Promise((resolve) => setTimeout(resolve, 2_000))
        const subjects = mailsAbout('Racing Radios')
          .map((mail) => mail.subject)
          .sort()
        expect(subjects).toEqual([
          'Racing Radios is back up',
          'Racing Radios is back up',
          'Racing Radios is down',
          'Racing Radios is down',
          'Racing Radios is down',
          'Racing Radios is down',
        ])
      } finally {
        await site.close()
      }
    }, 120_000)
  })

  describe('certificates', () => {
    it('fail the check of a site whose certificate is not trusted, saying so', async () => {
      const site = await startHttpsFixtureSite(5)
      try {
        const id = await linkChecked(site.url, 'Untrusted Upholstery')
        const { rows } = await server.deps.db.query('SELECT ok, reason FROM site_checks WHERE site_id = $1', [
          id,
        ])
        expect(rows).toEqual([
          { ok: false, reason: expect.stringMatching(/its HTTPS certificate is self-signed\.$/) },
        ])
        // Its expiry is read all the same, shown, and warned about like any other certificate's.
        const { body: detail } = await call('GET', `/portal/sites/${id}`, client.token)
        expect(detail.site).toMatchObject({
          status: 'pending',
          lastCheckFailure: 'certificate not trusted',
          certificate: { daysLeft: 4 },
        })
        expect(Date.parse(detail.site.certificate.validTo) - Date.now()).toBeGreaterThan(4.9 * 86_400_000)
        await waitFor(
          'the certificate warnings',
          () => mailsAbout('Untrusted Upholstery').length >= 2,
          60_000,
        )
        expect(mailsAbout('Untrusted Upholstery').map((mail) => mail.subject)).toEqual([
          'Untrusted Upholstery: its HTTPS certificate expires in 4 days',
          'Untrusted Upholstery: its HTTPS certificate expires in 4 days',
        ])
      } finally {
        await site.close()
      }
    }, 60_000)

    it('read the expiry of a trusted certificate and warn once, at the most urgent threshold', async () => {
      const site = await startHttpsFixtureSite(5)
      try {
        const id = await linkChecked(site.url, 'Certain Cakes') // untrusted: one failure, no change
        const trusting = { ...server.deps, probeOptions: { trustedCertificates: site.certificate } }
        await checkSites(trusting, [{ id }])
        await checkSites(trusting, [{ id }])
        const { body: detail } = await call('GET', `/portal/sites/${id}`, client.token)
        expect(detail.site).toMatchObject({ status: 'up', certificate: { daysLeft: 4 } })
        expect(Date.parse(detail.site.certificate.validTo) - Date.now()).toBeGreaterThan(4.9 * 86_400_000)
        await waitFor('the certificate warnings', () => mailsAbout('Certain Cakes').length >= 2, 60_000)
        await new Promise((resolve) => setTimeout(resolve, 1_000))
        const mails = mailsAbout('Certain Cakes')
        expect(mails.map((mail) => mail.subject)).toEqual([
          'Certain Cakes: its HTTPS certificate expires in 4 days',
          'Certain Cakes: its HTTPS certificate expires in 4 days',
        ])
        const { rows } = await server.deps.db.query(
          'SELECT kind FROM site_alerts WHERE site_id = $1 ORDER BY kind',
          [id],
        )
        expect(rows.map((row) => row.kind)).toEqual(['certificate-21', 'certificate-7'])
      } finally {
        await site.close()
      }
    }, 60_000)
  })

  describe('scheduling, audits, figures and deletion', () => {
    it('queues each site’s checks for its due times, spread and each once, and runs them on time', async () => {
      const sites = await Promise.all([1, 2, 3].map(() => startFixtureSite()))
      try {
        const ids: number[] = []
        for (const [index, site] of sites.entries()) ids.push(await linkChecked(site.url, `Timed ${index}`))
        // Their own random phases aside, put them due 2, 4 and 6 seconds from now.
        const now = new Date()
        await server.deps.db.query(
          `UPDATE sites SET next_check_at = $2::timestamptz + (array_position($1::bigint[], id) * interval '2 seconds')
            WHERE id = ANY($1)`,
          [ids, now],
        )
        await server.deps.db.query(
          "UPDATE sites SET next_check_at = next_check_at + interval '1 hour' WHERE NOT (id = ANY($1))",
          [ids],
        )
        const every30s = { ...server.deps, env: { ...server.deps.env, MONITOR_INTERVAL_S: 30 } }
        const dispatched = await dispatchSiteChecks(every30s, now)
        // A 30 s interval and a 65 s horizon: due at +2, +32, +62 s; +4, +34, +64 s; +6, +36 s.
        expect(dispatched.checks).toBe(8)
        expect((await dispatchSiteChecks(every30s, now)).checks).toBe(0)
        const { rows: next } = await server.deps.db.query(
          'SELECT extract(epoch FROM next_check_at - $2::timestamptz)::int AS "inSeconds" FROM sites WHERE id = ANY($1) ORDER BY id',
          [ids, now],
        )
        expect(next).toEqual([{ inSeconds: 92 }, { inSeconds: 94 }, { inSeconds: 66 }])
        const firstChecks = () =>
          server.deps.db.query<{ lagMs: number }>(
            `SELECT (extract(epoch FROM checked_at - due_at) * 1000)::float8 AS "lagMs" FROM site_checks
              WHERE site_id = ANY($1) AND due_at IS NOT NULL`,
            [ids],
          )
        await waitFor('the first due checks', async () => (await firstChecks()).rows.length === 3, 30_000)
        for (const { lagMs } of (await firstChecks()).rows) expect(lagMs).toBeGreaterThanOrEqual(0)
      } finally {
        await Promise.all(sites.map((site) => site.close()))
      }
    }, 90_000)

    it('audits a site’s home page with the roast-and-toast rules and shows the latest audit', async () => {
      const id = await linkChecked(await upSiteUrl(), 'Audited Antiques')
      const result = await server.deps.jobs.runAndWait('weekly-audit', { siteId: id }, 60_000)
      expect(result).toMatchObject({ audited: true, total: expect.any(Number), passed: expect.any(Number) })
      const { rows } = await server.deps.db.query(
        'SELECT passed, total, results FROM site_audits WHERE site_id = $1',
        [id],
      )
      expect(rows).toHaveLength(1)
      expect(rows[0].results).toContainEqual({
        id: 'https',
        passed: false,
        text: expect.stringContaining('No HTTPS'),
      })
      expect(rows[0].results.filter((check: { passed: boolean }) => check.passed)).toHaveLength(
        rows[0].passed,
      )
      const { body: detail } = await call('GET', `/portal/sites/${id}`, client.token)
      expect(detail.site.latestAudit).toEqual({
        at: expect.any(String),
        passed: rows[0].passed,
        total: rows[0].total,
      })
    }, 90_000)

    it('keeps daily figures, with the median, when raw checks older than 90 days are pruned', async () => {
      const id = await linkChecked(await upSiteUrl(), 'Old Orchard')
      const { db } = server.deps
      for (const [daysAgo, ms] of [
        [91, 100],
        [91, 300],
        [89, 200],
      ] as const) {
        await db.query(
          `INSERT INTO site_checks (site_id, checked_at, ok, status_code, response_ms)
           VALUES ($1, now() - $2 * interval '1 day', true, 200, $3)`,
          [id, daysAgo, ms],
        )
      }
      await db.query(
        `INSERT INTO site_days (site_id, day, checks, successes, median_ms)
         VALUES ($1, (now() AT TIME ZONE 'America/New_York')::date - 91, 2, 2, 200)`,
        [id],
      )
      const pruned = await server.deps.jobs.runAndWait('prune-old-records', {}, 30_000)
      expect(pruned.siteChecks).toBe(2)
      const { rows } = await db.query(
        "SELECT response_ms FROM site_checks WHERE site_id = $1 AND checked_at < now() - interval '1 day'",
        [id],
      )
      expect(rows).toEqual([{ response_ms: 200 }])
      const { rows: days } = await db.query(
        'SELECT checks, median_ms FROM site_days WHERE site_id = $1 AND day < current_date - 30',
        [id],
      )
      expect(days).toEqual([{ checks: 2, median_ms: 200 }])
    }, 60_000)

    it('counts today’s checks and median response time as they stand, before any roll-up', async () => {
      const id = await linkChecked(await upSiteUrl(), 'Live Lattes') // answers in well under 100 ms
      const due = { id, dueAt: new Date().toISOString() }
      await checkSites(server.deps, [due, due])
      const { rows } = await server.deps.db.query<{ ms: number }>(
        'SELECT response_ms AS ms FROM site_checks WHERE site_id = $1 ORDER BY response_ms',
        [id],
      )
      expect(rows).toHaveLength(3)
      const { body: detail } = await call('GET', `/portal/sites/${id}`, client.token)
      expect(detail.days.at(-1)).toMatchObject({ checks: 3, uptime: 100, medianMs: rows[1]!.ms })
    }, 60_000)

    it('recomputes today’s median response time from the checks', async () => {
      const id = await linkChecked(await upSiteUrl(), 'Median Mills') // answers in well under 100 ms
      for (const [ok, ms] of [
        [true, 100],
        [true, 400],
        [true, 300],
        [false, 9_000],
      ] as const) {
        await server.deps.db.query(
          `WITH raw AS (INSERT INTO site_checks (site_id, checked_at, ok, response_ms) VALUES ($1, now(), $2, $3))
           INSERT INTO site_days (site_id, day, checks, successes)
           VALUES ($1, (now() AT TIME ZONE 'America/New_York')::date, 1, $2::int)
           ON CONFLICT (site_id, day) DO UPDATE SET checks = site_days.checks + 1,
             successes = site_days.successes + excluded.successes`,
          [id, ok, ms],
        )
      }
      await server.deps.jobs.runAndWait('roll-up-site-days', {}, 30_000)
      const { body: detail } = await call('GET', `/portal/sites/${id}`, client.token)
      // Successes: the first check's few milliseconds, 100, 300 and 400; the failure's 9 s is not a response.
      expect(detail.days.at(-1)).toMatchObject({ checks: 5, uptime: 80, medianMs: 200 })
    }, 60_000)

    it('deletes a site with its checks, incidents and alerts', async () => {
      const id = await linkChecked(await upSiteUrl(), 'Doomed Diner')
      expect((await call('DELETE', `/portal/sites/${id}`, admin.token)).status).toBe(204)
      expect((await call('DELETE', `/portal/sites/${id}`, admin.token)).status).toBe(404)
      expect((await call('GET', `/portal/sites/${id}`, admin.token)).status).toBe(404)
      const { rows } = await server.deps.db.query(
        `SELECT (SELECT count(*) FROM site_checks WHERE site_id = $1)::int AS checks,
                (SELECT count(*) FROM site_days WHERE site_id = $1)::int AS days`,
        [id],
      )
      expect(rows).toEqual([{ checks: 0, days: 0 }])
    }, 60_000)
  })
})

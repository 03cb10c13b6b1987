import { Queue } from 'bullmq'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { hourInNewYork, todayInNewYork } from '@studio/api/bills/bill-dates'
import { monthDays, previousMonth } from '@studio/api/monthly-reports/report-figures'
import { monthInWords } from '@studio/api/monthly-reports/report-mail'
import { queueName } from '@studio/api/platform/jobs/job-contracts'
import {
  addSiteAudit,
  addSiteCheck,
  addSiteDay,
  addSiteIncident,
  createSite,
  createUser,
} from '../support/factories.ts'
import { callAs, mailsTo, outboxDrained, type PortalCaller } from '../support/portal.ts'
import { createSmtpCapture } from '../support/smtp-capture.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { waitFor } from '../support/wait-for.ts'

// Monthly reports drafted from seeded checks, incidents and audits, over real PostgreSQL, Redis, the BullMQ
// worker and SMTP on loopback. The month is last month (New York), the one the job of the 1st drafts.

const smtp = createSmtpCapture()
let server: TestServer
let admin: PortalCaller
let dolly: PortalCaller
let other: PortalCaller
let siteId: number
let quietSiteId: number
const month = previousMonth(todayInNewYork(new Date()))
const { first: firstDay, next: nextFirstDay } = monthDays(month)
const monthBefore = previousMonth(firstDay)
// Mid-day UTC on the month's days, well inside the month in New York whatever the offset.
const at = (day: number, time = '15:00:00') => `${month}-${String(day).padStart(2, '0')}T${time}Z`

const as = (caller: PortalCaller | undefined) => callAs(server, caller)

const check = (id: string, passed: boolean) => ({ id, text: `Check ${id}`, passed })

async function fileAndFinish(
  caller: PortalCaller,
  title: string,
  options: { siteId?: number; doneAt: string },
) {
  const filed = await as(caller)
    .post('/api/portal/requests')
    .send({ title, body: 'Please.', siteId: options.siteId })
    .expect(201)
  const id = filed.body.request.id as number
  await as(admin).patch(`/api/portal/requests/${id}`).send({ status: 'done' }).expect(200)
  await server.deps.db.query('UPDATE update_requests SET done_at = $2 WHERE id = $1', [id, options.doneAt])
  return id
}

beforeAll(async () => {
  const port = await smtp.listen()
  server = await startTestServer({ queue: 'redis', env: { SMTP_URL: `smtp://127.0.0.1:${port}` } })
  // The drafts job also runs at start: let that run finish first, or it could draft the sites seeded below.
  await waitFor('the start-up run of the drafts job', () =>
    server.logs.some((line) => line.includes('monthly report drafts made')),
  )
  const { db } = server.deps
  admin = await createUser(server.deps, { admin: true })
  dolly = await createUser(server.deps)
  other = await createUser(server.deps)
  const linkedBefore = `${monthBefore}-01T12:00:00Z`
  siteId = await createSite(db, dolly.id, { name: 'Bakery', createdAt: linkedBefore })
  quietSiteId = await createSite(db, other.id, { name: 'Florist', createdAt: linkedBefore })

  await addSiteDay(db, siteId, { day: `${monthBefore}-28`, checks: 288, successes: 0 })
  await addSiteDay(db, siteId, { day: firstDay, checks: 288, successes: 288, medianMs: 210 })
  await addSiteDay(db, siteId, { day: `${month}-05`, checks: 288, successes: 276, medianMs: 250 })
  await addSiteDay(db, siteId, { day: `${month}-20`, checks: 288, successes: 288, medianMs: 190 })
  await addSiteDay(db, siteId, { day: nextFirstDay, checks: 288, successes: 0 })

  for (const [day, responseMs] of [
    [2, 100],
    [5, 200],
    [9, 300],
    [12, 400],
    [20, 500],
  ] as const)
    await addSiteCheck(db, siteId, { at: at(day), ok: true, responseMs })
  await addSiteCheck(db, siteId, { at: at(5, '15:05:00'), ok: false })
  await addSiteCheck(db, siteId, { at: `${monthBefore}-15T15:00:00Z`, ok: true, responseMs: 9_999 })
  await addSiteCheck(db, siteId, {
    at: at(10),
    ok: true,
    responseMs: 300,
    certificateValidTo: '2099-01-01T00:00:00Z',
  })
  const certificateEnd = new Date(Date.parse(at(21)) + 40 * 86_400_000 + 3_600_000).toISOString()
  await addSiteCheck(db, siteId, {
    at: at(21),
    ok: true,
    responseMs: 300,
    certificateValidTo: certificateEnd,
  })

  await addSiteIncident(db, siteId, {
    startedAt: `${monthBefore}-10T10:00:00Z`,
    endedAt: `${monthBefore}-10T11:00:00Z`,
    reason: 'Before the month',
  })
  await addSiteIncident(db, siteId, {
    startedAt: `${monthBefore}-28T23:00:00Z`,
    endedAt: at(1, '16:00:00'),
    reason: 'Across the month’s start',
  })
  await addSiteIncident(db, siteId, {
    startedAt: at(5),
    endedAt: at(5, '15:30:00'),
    reason: 'Connection refused',
  })

  await addSiteAudit(db, siteId, {
    at: `${monthBefore}-20T12:00:00Z`,
    results: [check('title', false), check('alt', true), check('https', false)],
  })
  await addSiteAudit(db, siteId, {
    at: at(3),
    results: [check('title', false), check('alt', true), check('https', false)],
  })
  await addSiteAudit(db, siteId, {
    at: at(24),
    results: [check('title', true), check('alt', false), check('https', false), check('viewport', false)],
  })
}, 120_000)

afterAll(async () => {
  await server?.stop()
  await smtp.close()
})

describe('monthly reports', () => {
  let reportId: number
  let doneForSite: number
  let doneForNoSite: number

  it('drafts a site’s month from its stored figures, once (409 the second time)', async () => {
    doneForSite = await fileAndFinish(dolly, 'New menu', { siteId, doneAt: at(6) })
    doneForNoSite = await fileAndFinish(dolly, 'New logo', { doneAt: at(25) })
    const otherSite = await createSite(server.deps.db, dolly.id)
    await fileAndFinish(dolly, 'Other site', { siteId: otherSite, doneAt: at(7) })
    await fileAndFinish(dolly, 'Last month', { siteId, doneAt: `${monthBefore}-15T15:00:00Z` })

    const drafted = await as(admin).post('/api/portal/reports').send({ siteId, month }).expect(201)
    const { report } = drafted.body
    reportId = report.id
    expect(report).toMatchObject({
      siteId,
      siteName: 'Bakery',
      client: dolly.username,
      month,
      uptime: 98.61, // 852 of 864 checks on the month's three days
      checks: 864,
      medianMs: 300,
      certificate: { daysLeft: 40 },
      audit: {
        passed: 1,
        total: 4,
        failing: ['Check alt', 'Check https', 'Check viewport'],
        fixed: ['Check title'],
        new: ['Check alt', 'Check viewport'],
      },
      requestsDone: [
        { id: doneForSite, title: 'New menu' },
        { id: doneForNoSite, title: 'New logo' },
      ],
      roadmap: '',
      publishedAt: null,
    })
    expect(report.incidents.map((incident: { reason: string }) => incident.reason)).toEqual([
      'Across the month’s start',
      'Connection refused',
    ])
    expect(report.incidents[1]).toEqual({
      startedAt: new Date(at(5)).toISOString(),
      endedAt: new Date(at(5, '15:30:00')).toISOString(),
      reason: 'Connection refused',
    })

    const again = await as(admin).post('/api/portal/reports').send({ siteId, month }).expect(409)
    expect(again.body.error).toBe(
      `This site already has a report for ${month}. Open it from the reports list to edit it.`,
    )
    await as(admin).post('/api/portal/reports').send({ siteId: 999_999_999, month }).expect(400)
    await as(admin).post('/api/portal/reports').send({ siteId, month: '2026-13' }).expect(400)
    const monthFrom2000 = 'Month: must be a month from 2000-01 to this one, like 2026-10.'
    for (const early of ['0000-12', '1999-12']) {
      const refused = await as(admin).post('/api/portal/reports').send({ siteId, month: early }).expect(400)
      expect(refused.body.error).toBe(monthFrom2000)
    }
    const nextMonth = monthDays(monthDays(month).next.slice(0, 7)).next.slice(0, 7)
    const future = await as(admin).post('/api/portal/reports').send({ siteId, month: nextMonth }).expect(400)
    expect(future.body.error).toBe(
      `Month: ${nextMonth} has not begun yet. Draft a month from 2000-01 to this one.`,
    )
    await as(dolly).post('/api/portal/reports').send({ siteId, month }).expect(403)
    await as(undefined).post('/api/portal/reports').send({ siteId, month }).expect(401)
  })

  it('drafts the month under way to date, recomputed on every read until it ends; publishing it is 409', async () => {
    const thisMonth = monthDays(month).next.slice(0, 7)
    const growing = await createSite(server.deps.db, other.id, { name: 'Growing Greens' })
    const today = todayInNewYork(new Date())
    await addSiteDay(server.deps.db, growing, { day: today, checks: 10, successes: 10 })
    const drafted = await as(admin)
      .post('/api/portal/reports')
      .send({ siteId: growing, month: thisMonth })
      .expect(201)
    const { report } = drafted.body
    expect(report).toMatchObject({ month: thisMonth, checks: 10, uptime: 100, publishedAt: null })

    await server.deps.db.query('UPDATE site_days SET checks = checks + 10 WHERE site_id = $1 AND day = $2', [
      growing,
      today,
    ])
    const path = `/api/portal/reports/${report.id}`
    expect((await as(admin).get(path).expect(200)).body.report).toMatchObject({ checks: 20, uptime: 50 })
    const refused = await as(admin).post(`${path}/publish`).expect(409)
    expect(refused.body.error).toBe(
      `This report covers ${monthInWords(thisMonth)} so far. Publish it from the 1st of the month after, when the month is complete.`,
    )
    expect((await as(admin).get(path).expect(200)).body.report.publishedAt).toBeNull()
    await as(admin).post('/api/portal/reports').send({ siteId: growing, month: thisMonth }).expect(409)

    // A month-to-date draft whose month has since ended is brought up to date once more, then fixed.
    const ended = await createSite(server.deps.db, other.id, {
      name: 'Ended Elms',
      createdAt: `${monthBefore}-01T12:00:00Z`,
    })
    await addSiteDay(server.deps.db, ended, { day: firstDay, checks: 40, successes: 30 })
    const last = (await as(admin).post('/api/portal/reports').send({ siteId: ended, month }).expect(201)).body
      .report
    await server.deps.db.query('UPDATE reports SET checks = 1, uptime = 100, figures_at = $2 WHERE id = $1', [
      last.id,
      at(2),
    ])
    const endedPath = `/api/portal/reports/${last.id}`
    expect((await as(admin).get(endedPath).expect(200)).body.report).toMatchObject({ checks: 40, uptime: 75 })
    await server.deps.db.query('UPDATE site_days SET checks = 80 WHERE site_id = $1', [ended])
    expect((await as(admin).get(endedPath).expect(200)).body.report).toMatchObject({ checks: 40 })
    await server.deps.db.query('DELETE FROM sites WHERE id = ANY($1)', [[growing, ended]])
  })

  it('the job of the 1st drafts last month for every site without one, and nothing twice', async () => {
    expect(await server.deps.jobs.runAndWait('draft-monthly-reports', {}, 60_000)).toEqual({ drafted: 1 })
    expect(await server.deps.jobs.runAndWait('draft-monthly-reports', {}, 60_000)).toEqual({ drafted: 0 })
    const { rows } = await server.deps.db.query<{ site_id: number; count: number }>(
      'SELECT site_id, count(*)::int AS count FROM reports WHERE month = $1 GROUP BY site_id ORDER BY site_id',
      [month],
    )
    expect(rows).toEqual([
      { site_id: siteId, count: 1 },
      { site_id: quietSiteId, count: 1 },
    ])
    const quiet = (await as(admin).get('/api/portal/reports').expect(200)).body.reports.find(
      (entry: { siteId: number }) => entry.siteId === quietSiteId,
    )
    const { report } = (await as(admin).get(`/api/portal/reports/${quiet.id}`).expect(200)).body
    expect(report).toMatchObject({
      uptime: null,
      checks: 0,
      medianMs: null,
      certificate: null,
      audit: null,
      incidents: [],
    })
  })

  it('is scheduled by BullMQ early on the 1st of each month in New York', async () => {
    const queue = new Queue(queueName, {
      connection: { url: inject('redisUrl') },
      prefix: server.queuePrefix,
    })
    try {
      const scheduler = await waitFor('the drafts scheduler', () =>
        queue.getJobScheduler('draft-monthly-reports-monthly'),
      )
      expect(scheduler).toMatchObject({
        name: 'draft-monthly-reports',
        pattern: '15 5 1 * *',
        tz: 'America/New_York',
      })
      const next = new Date(Number(scheduler.next))
      expect(todayInNewYork(next).endsWith('-01')).toBe(true)
      expect(hourInNewYork(next)).toBe(5)
      expect(next.getTime()).toBeGreaterThan(Date.now())
    } finally {
      await queue.close()
    }
  })

  it('keeps a draft from the client; the admin writes the roadmap as markdown, stored as written', async () => {
    const path = `/api/portal/reports/${reportId}`
    await as(dolly).get(path).expect(404)
    await as(other).get(path).expect(404)
    expect((await as(dolly).get('/api/portal/reports').expect(200)).body.reports).toEqual([])

    const roadmap = '## Next\n\n- Faster images <img src=x onerror=alert(1)>\n'
    const saved = await as(admin).patch(path).send({ roadmap }).expect(200)
    expect(saved.body.report.roadmap).toBe(roadmap)
    const tooLong = await as(admin)
      .patch(path)
      .send({ roadmap: 'x'.repeat(10_001) })
      .expect(400)
    expect(tooLong.body.error).toBe('Roadmap: must be at most 10,000 characters.')
    await as(dolly).patch(path).send({ roadmap: 'mine' }).expect(403)
    await as(admin).patch('/api/portal/reports/999999999').send({ roadmap }).expect(404)
  })

  it('publishes: the client is mailed a link once, reads the report, and no other client can', async () => {
    const path = `/api/portal/reports/${reportId}`
    await as(dolly).post(`${path}/publish`).expect(403)
    // Two admins' clicks at the same moment, and one more later: one publication, one mail.
    const [published, alsoPublished] = await Promise.all([
      as(admin).post(`${path}/publish`).expect(200),
      as(admin).post(`${path}/publish`).expect(200),
    ])
    expect(published.body.report.publishedAt).toEqual(expect.any(String))
    expect(alsoPublished.body.report.publishedAt).toBe(published.body.report.publishedAt)
    await as(admin).post(`${path}/publish`).expect(200)

    // Dolly is also mailed when her requests are done; these are the report's.
    const reportMails = () =>
      mailsTo(smtp, dolly.email).filter((mail) => mail.subject?.includes(' report for '))
    await waitFor('the report mail', () => reportMails().length > 0)
    await outboxDrained(server)
    const mails = reportMails()
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Your ${monthInWords(month)} report for Bakery is ready`,
    ])
    expect(mails[0]!.text).toContain(`${server.env.PUBLIC_URL}/dashboard/reports/${reportId}`)

    const read = (await as(dolly).get(path).expect(200)).body.report
    expect(read.roadmap).toBe('## Next\n\n- Faster images <img src=x onerror=alert(1)>\n')
    const list = (await as(dolly).get('/api/portal/reports').expect(200)).body.reports
    expect(list).toEqual([{ id: reportId, siteId, siteName: 'Bakery', month, publishedAt: read.publishedAt }])
    await as(other).get(path).expect(404)
    expect((await as(other).get('/api/portal/reports').expect(200)).body.reports).toEqual([])
    await as(undefined).get(path).expect(401)

    // What the client read stays what it was: a published roadmap is not changed behind their back.
    const changed = await as(admin).patch(path).send({ roadmap: 'Something else' }).expect(409)
    expect(changed.body.error).toBe(
      'This report is published: its client has read this roadmap, and it stays as it was. Put what is new in next month’s roadmap.',
    )
    expect((await as(dolly).get(path).expect(200)).body.report.roadmap).toBe(read.roadmap)
    await as(admin).get('/api/portal/reports/abc').expect(404)
  })

  it('goes with its site: its reports are deleted, its requests kept without a site', async () => {
    // DELETE /api/portal/sites/:id deletes the row; the schema does the rest.
    await server.deps.db.query('DELETE FROM sites WHERE id = $1', [siteId])
    await as(admin).get(`/api/portal/reports/${reportId}`).expect(404)
    const thread = await as(dolly).get(`/api/portal/requests/${doneForSite}`).expect(200)
    expect(thread.body.request).toMatchObject({ title: 'New menu', siteId: null })
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSite, createUser } from '../support/factories.ts'
import { callAs, mailsTo as mailsSentTo, outboxDrained, type PortalCaller } from '../support/portal.ts'
import { readOutbox } from '../support/mail-outbox.ts'
import { createSmtpCapture } from '../support/smtp-capture.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { waitFor } from '../support/wait-for.ts'

// Update requests and milestones over real PostgreSQL, Redis, the BullMQ worker and SMTP on loopback.

const smtp = createSmtpCapture()
let server: TestServer
let admin: PortalCaller
let dolly: PortalCaller
let other: PortalCaller
const as = (caller: PortalCaller | undefined) => callAs(server, caller)
const mailsTo = (address: string) => mailsSentTo(smtp, address)

beforeAll(async () => {
  const port = await smtp.listen()
  server = await startTestServer({ queue: 'redis', env: { SMTP_URL: `smtp://127.0.0.1:${port}` } })
  admin = await createUser(server.deps, { admin: true })
  dolly = await createUser(server.deps, { username: `dolly_${Date.now()}` })
  other = await createUser(server.deps)
  // Only clients with a site under care write to the studio.
  await createSite(server.deps.db, dolly.id, { name: 'Dolly’s Diner' })
  await createSite(server.deps.db, other.id)
}, 120_000)
afterAll(async () => {
  await server?.stop()
  await smtp.close()
})

describe('update requests', () => {
  it('files a request, mails the studio once, and keeps it from every other client', async () => {
    const siteId = await createSite(server.deps.db, dolly.id, { name: 'Bakery' })
    const filed = await as(dolly)
      .post('/api/portal/requests')
      .send({
        title: ' New <b>winter</b> menu\nBcc: x@example.test ',
        body: 'Please add <script>alert(1)</script>.',
        siteId,
      })
      .expect(201)
    const { request: created } = filed.body
    expect(created).toMatchObject({
      title: 'New <b>winter</b> menu\nBcc: x@example.test',
      body: 'Please add <script>alert(1)</script>.',
      status: 'open',
      siteId,
      siteName: 'Bakery',
      client: dolly.username,
      lastAuthor: 'client',
    })
    expect(created.waitingSince).toBe(created.createdAt)

    const [mail] = await waitFor('the mail to the studio', () => {
      const mails = mailsTo(server.env.BUSINESS_EMAIL)
      return mails.length ? mails : undefined
    })
    expect(mail!.subject).toBe(
      `New update request from ${dolly.username}: New <b>winter</b> menu Bcc: x@example.test`,
    )
    expect(mail!.html).toBe(false)
    expect(mail!.text).toContain('Please add <script>alert(1)</script>.')
    expect(mail!.text).toContain(`${server.env.PUBLIC_URL}/dashboard/requests/${created.id}`)
    expect(mail!.bcc).toBeUndefined()

    const path = `/api/portal/requests/${created.id}`
    await as(other).get(path).expect(404)
    await as(other).post(`${path}/messages`).send({ body: 'Hi' }).expect(404)
    await as(other).patch(path).send({ status: 'done' }).expect(403)
    expect((await as(other).get('/api/portal/requests').expect(200)).body.requests).toEqual([])
    expect((await as(dolly).get('/api/portal/requests/abc').expect(404)).body.error).toBe(
      'There is no update request abc. It may have been removed; go back to your requests.',
    )
    await as(dolly).post('/api/portal/requests/abc/messages').send({ body: 'Hi' }).expect(404)
    await as(admin).patch('/api/portal/requests/0').send({ status: 'done' }).expect(404)
    await as(undefined).get(path).expect(401)
    await as(undefined).get('/api/portal/requests').expect(401)
    await as(dolly).patch(path).send({ status: 'done' }).expect(403)
    await as(dolly).get('/api/portal/requests/inbox').expect(403)

    // Another client's site cannot be named.
    const othersSite = await createSite(server.deps.db, other.id)
    const refused = await as(dolly)
      .post('/api/portal/requests')
      .send({ title: 'x', body: 'y', siteId: othersSite })
      .expect(400)
    expect(refused.body.error).toBe('SiteId: is not one of your sites.')
    expect(mailsTo(server.env.BUSINESS_EMAIL)).toHaveLength(1)
  })

  it.each([
    [{ body: 'b' }, 'Title: is required.'],
    [{ title: '   ', body: 'b' }, 'Title: is required.'],
    [{ title: 'x'.repeat(121), body: 'b' }, 'Title: must be at most 120 characters.'],
    [{ title: 't', body: 'x'.repeat(5001) }, 'Body: must be at most 5,000 characters.'],
    [{ title: 't', body: 'b', siteId: 'one' }, 'SiteId: must be a site id number.'],
    [{ title: 't', body: 'b', siteId: 1e20 }, 'SiteId: must be a site id number.'],
  ])('refuses %j with a sentence and stores nothing', async (body, error) => {
    const before = (await as(dolly).get('/api/portal/requests')).body.requests.length
    expect((await as(dolly).post('/api/portal/requests').send(body).expect(400)).body.error).toBe(error)
    expect((await as(dolly).get('/api/portal/requests')).body.requests).toHaveLength(before)
  })

  it('mails each side when the other writes, and the client when the status changes, once each', async () => {
    const { body } = await as(dolly)
      .post('/api/portal/requests')
      .send({ title: 'Hours', body: 'Update our hours.' })
      .expect(201)
    const path = `/api/portal/requests/${body.request.id}`
    const studioMailsBefore = mailsTo(server.env.BUSINESS_EMAIL).length + 1

    const answer = await as(admin).post(`${path}/messages`).send({ body: 'On it <today>.' }).expect(201)
    expect(answer.body.message).toMatchObject({
      author: admin.username,
      fromStudio: true,
      body: 'On it <today>.',
    })
    await as(dolly).post(`${path}/messages`).send({ body: 'Thanks!' }).expect(201)
    // The same change sent twice at once (a double click): one change, one mail.
    const [moved] = await Promise.all([
      as(admin).patch(path).send({ status: 'in_progress' }).expect(200),
      as(admin).patch(path).send({ status: 'in_progress' }).expect(200),
    ])
    expect(moved.body.request.status).toBe('in_progress')
    await as(admin).patch(path).send({ status: 'finished' }).expect(400)

    const thread = (await as(dolly).get(path).expect(200)).body
    expect(thread.messages.map((message: { body: string }) => message.body)).toEqual([
      'On it <today>.',
      'Thanks!',
    ])
    expect(thread.request).toMatchObject({ status: 'in_progress', lastAuthor: 'client' })

    await waitFor(
      'the mails of the thread',
      () =>
        mailsTo(dolly.email).length >= 2 &&
        mailsTo(server.env.BUSINESS_EMAIL).length >= studioMailsBefore + 1,
    )
    await outboxDrained(server)
    const toDolly = mailsTo(dolly.email).map((mail) => mail.subject)
    expect(toDolly).toEqual([
      `${server.env.SITE_NAME} answered your request "Hours"`,
      'Your request "Hours" is in progress',
    ])
    expect(mailsTo(server.env.BUSINESS_EMAIL).at(-1)!.subject).toBe(`${dolly.username} wrote about "Hours"`)
    expect(mailsTo(server.env.BUSINESS_EMAIL)).toHaveLength(studioMailsBefore + 1)
  })

  it('reopens a Done request when the client writes in it: open, back in the inbox, the studio mailed', async () => {
    const { body } = await as(dolly)
      .post('/api/portal/requests')
      .send({ title: 'Reopen me', body: 'b' })
      .expect(201)
    const id: number = body.request.id
    const path = `/api/portal/requests/${id}`
    const ids = async (list: string) =>
      ((await as(admin).get(list).expect(200)).body.requests as { id: number }[]).map((entry) => entry.id)
    await as(admin).patch(path).send({ status: 'done' }).expect(200)
    expect(await ids('/api/portal/requests?status=done')).toContain(id)
    expect(await ids('/api/portal/requests/inbox')).not.toContain(id)

    await as(dolly).post(`${path}/messages`).send({ body: 'One more thing: the phone number.' }).expect(201)
    const { request } = (await as(admin).get(path).expect(200)).body
    expect(request).toMatchObject({ status: 'open', lastAuthor: 'client', waitingSince: expect.any(String) })
    expect(await ids('/api/portal/requests/inbox')).toContain(id)
    expect(await ids('/api/portal/requests?status=done')).not.toContain(id)
    expect(await ids('/api/portal/requests?status=open')).toContain(id)
    const mail = await waitFor('the mail to the studio', () =>
      mailsTo(server.env.BUSINESS_EMAIL).find((sent) => sent.text?.includes('the phone number')),
    )
    expect(mail.subject).toBe(`${dolly.username} wrote about "Reopen me"`)
    expect(mail.text).toContain('It was done; it is open again.')
  })

  it('lets only a client with a site under care file requests and write in them; the studio as ever', async () => {
    const siteless = await createUser(server.deps)
    const sentence =
      'Update requests are for clients with a site under care. Once the studio links your site, you can file one here.'
    const refused = await as(siteless)
      .post('/api/portal/requests')
      .send({ title: 't', body: 'b' })
      .expect(403)
    expect(refused.body.error).toBe(sentence)

    const siteId = await createSite(server.deps.db, siteless.id)
    const { body } = await as(siteless)
      .post('/api/portal/requests')
      .send({ title: 'Before the site went', body: 'b' })
      .expect(201)
    await server.deps.db.query('DELETE FROM sites WHERE id = $1', [siteId])
    const path = `/api/portal/requests/${body.request.id}/messages`
    expect((await as(siteless).post(path).send({ body: 'Still there?' }).expect(403)).body.error).toBe(
      sentence,
    )
    await as(admin).post(path).send({ body: 'We moved your site elsewhere.' }).expect(201)
  })

  it('caps each account at 20 requests and 100 messages a day, with a sentence and Retry-After', async () => {
    const busy = await createUser(server.deps)
    const { db } = server.deps
    await createSite(db, busy.id)
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO update_requests (client_id, title, body, created_at, waiting_since)
       SELECT $1, 'Seeded ' || n, 'b', now() - interval '1 hour', now() FROM generate_series(1, 20) AS n
       RETURNING id::int AS id`,
      [busy.id],
    )
    const refused = await as(busy).post('/api/portal/requests').send({ title: 't', body: 'b' }).expect(429)
    expect(refused.body.error).toBe(
      'You have filed 20 update requests in the last 24 hours, the most for one day. Please add to an open request, or file this one tomorrow.',
    )
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(22 * 3600)
    await db.query(
      "UPDATE update_requests SET created_at = now() - interval '25 hours' WHERE client_id = $1",
      [busy.id],
    )
    await as(busy).post('/api/portal/requests').send({ title: 't', body: 'b' }).expect(201)

    const path = `/api/portal/requests/${rows[0]!.id}/messages`
    await db.query(
      `INSERT INTO update_request_messages (request_id, author_id, from_studio, body, at)
       SELECT $1, $2, false, 'm', now() - interval '2 hours' FROM generate_series(1, 100)`,
      [rows[0]!.id, busy.id],
    )
    const tooMany = await as(busy).post(path).send({ body: 'One more' }).expect(429)
    expect(tooMany.body.error).toBe(
      'You have written 100 messages in the last 24 hours, the most for one day. Please write again tomorrow, or call the studio.',
    )
    // The studio is never held by a client's cap.
    await as(admin).post(path).send({ body: 'We read them all.' }).expect(201)
  })

  it("lists the admin's inbox: not done, the longest waiting for the studio first", async () => {
    const file = async (title: string) =>
      (await as(dolly).post('/api/portal/requests').send({ title, body: 'b' }).expect(201)).body.request
        .id as number
    const first = await file('first')
    const second = await file('second')
    const third = await file('third')
    // The studio answered the first: it now waits on the client, behind every request waiting on the studio.
    await as(admin).post(`/api/portal/requests/${first}/messages`).send({ body: 'Which page?' }).expect(201)
    await as(admin).patch(`/api/portal/requests/${second}`).send({ status: 'done' }).expect(200)
    const inbox = (await as(admin).get('/api/portal/requests/inbox').expect(200)).body.requests as {
      id: number
      waitingSince: string | null
      status: string
    }[]
    const ids = inbox.map((entry) => entry.id)
    expect(ids).not.toContain(second)
    expect(ids.indexOf(third)).toBeLessThan(ids.indexOf(first))
    expect(inbox.find((entry) => entry.id === first)!.waitingSince).toBeNull()
    const waiting = inbox.filter((entry) => entry.waitingSince).map((entry) => entry.waitingSince!)
    expect(waiting).toEqual([...waiting].sort())
    expect(inbox.every((entry) => entry.status !== 'done')).toBe(true)

    const done = (await as(admin).get('/api/portal/requests?status=done').expect(200)).body.requests
    expect(done.map((entry: { id: number }) => entry.id)).toContain(second)
    const all = (await as(admin).get('/api/portal/requests').expect(200)).body.requests as {
      createdAt: string
    }[]
    expect(all.map((entry) => entry.createdAt)).toEqual(
      all
        .map((entry) => entry.createdAt)
        .sort()
        .reverse(),
    )
  })
})

describe('milestones', () => {
  it('the admin keeps a client’s timeline; the client reads only their own', async () => {
    const path = `/api/portal/projects/${dolly.username}`
    const milestones = [
      { title: 'Design approved', due: '2026-12-01', done: true },
      { title: 'Launch', due: null, done: false },
    ]
    expect((await as(admin).put(path).send({ milestones }).expect(200)).body).toEqual({ milestones })
    expect(
      (
        await as(admin)
          .get(`/api/portal/projects/${dolly.username.toUpperCase()}`) // usernames match in any case
          .expect(200)
      ).body,
    ).toEqual({ milestones })
    expect((await as(dolly).get('/api/portal/project').expect(200)).body).toEqual({ milestones })
    expect((await as(other).get('/api/portal/project').expect(200)).body).toEqual({ milestones: [] })
    await as(dolly).get(path).expect(403)
    await as(dolly).put(path).send({ milestones: [] }).expect(403)
    await as(undefined).get('/api/portal/project').expect(401)
    await as(admin).get(`/api/portal/projects/${admin.username}`).expect(404)
    await as(admin).get('/api/portal/projects/nobody-here').expect(404)
  })

  it('lists every client account for the admin, with or without a site, and no admin', async () => {
    const building = await createUser(server.deps)
    const twoSites = await createUser(server.deps)
    await createSite(server.deps.db, twoSites.id)
    await createSite(server.deps.db, twoSites.id)
    const { clients } = (await as(admin).get('/api/portal/clients').expect(200)).body
    expect(clients).toContainEqual({ username: building.username, siteCount: 0 })
    expect(clients).toContainEqual({ username: twoSites.username, siteCount: 2 })
    expect(clients.map((client: { username: string }) => client.username)).not.toContain(admin.username)
    await as(dolly).get('/api/portal/clients').expect(403)
    await as(undefined).get('/api/portal/clients').expect(401)
  })

  it.each([
    [
      { milestones: Array.from({ length: 31 }, () => ({ title: 't' })) },
      'Milestones: must be at most 30 milestones.',
    ],
    [{ milestones: [{ title: '' }] }, 'Milestones.0.title: is required.'],
    [
      { milestones: [{ title: 't', due: '2026-02-30' }] },
      'Milestones.0.due: must be a real date like 2026-12-31, or null.',
    ],
    [{ milestones: [{ title: 'x'.repeat(121) }] }, 'Milestones.0.title: must be at most 120 characters.'],
  ])('refuses %j and keeps the timeline as it was', async (body, error) => {
    const path = `/api/portal/projects/${dolly.username}`
    const before = (await as(admin).get(path)).body
    expect((await as(admin).put(path).send(body).expect(400)).body.error).toBe(error)
    expect((await as(admin).get(path)).body).toEqual(before)
  })
})

describe('update requests without Redis (npm start with no settings: jobs in the API process)', () => {
  let inProcess: TestServer
  beforeAll(async () => {
    inProcess = await startTestServer({ queue: 'in-process' })
  }, 120_000)
  afterAll(() => inProcess?.stop())

  it('files a request and answers it, each mail written once to the outbox folder', async () => {
    const client = await createUser(inProcess.deps)
    await createSite(inProcess.deps.db, client.id)
    const studio = await createUser(inProcess.deps, { admin: true })
    const filed = await callAs(inProcess, client)
      .post('/api/portal/requests')
      .send({ title: 'Hours', body: 'New opening hours.' })
      .expect(201)
    await callAs(inProcess, studio)
      .post(`/api/portal/requests/${filed.body.request.id}/messages`)
      .send({ body: 'Done.' })
      .expect(201)
    await outboxDrained(inProcess)
    const mails = await readOutbox(inProcess.mailDir)
    expect(mails.map((mail) => [mail.to && 'text' in mail.to ? mail.to.text : '', mail.subject])).toEqual([
      [inProcess.env.BUSINESS_EMAIL, `New update request from ${client.username}: Hours`],
      [client.email, `${inProcess.env.SITE_NAME} answered your request "Hours"`],
    ])
  })
})

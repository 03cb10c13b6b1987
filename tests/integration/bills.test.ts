import request from 'supertest'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '@studio/api/app'
import { householdBillCap, householdFullSentence } from '@studio/api/bills/bills.service'
import { createBill, readBill } from '../support/bills.ts'
import { createUser } from '../support/factories.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

const members = ['Ruth', 'Boaz'] as const
const [ruth, boaz] = members

let server: TestServer
let auth: { Authorization: string }

beforeAll(async () => {
  server = await startTestServer({ queue: 'in-process', env: { HOUSEHOLD_MEMBERS: members.join(',') } })
  // A member of the studio's household (whose names are HOUSEHOLD_MEMBERS), as `user:add --household studio`.
  const member = await createUser(server.deps, { household: 'studio' })
  auth = { Authorization: `Bearer ${member.token}` }
})
afterAll(() => server.stop())
beforeEach(async () => {
  await server.deps.db.query('DELETE FROM bills')
})

/** The same app over the same database, with the clock stopped at `instant`. */
function appAt(instant: string) {
  return createApp({ ...server.deps, now: () => new Date(instant) })
}

const list = async (owner: string) =>
  (await request(server.url).get('/api/bills/list.php').query({ owner }).set(auth).expect(200)).body

describe('who may call the bills endpoints', () => {
  const calls = [
    ['get', '/api/bills/list.php?owner=Ruth'],
    ['post', '/api/bills/check_overdue.php'],
    ['post', '/api/bills/add.php'],
    ['post', '/api/bills/update.php'],
    ['post', '/api/bills/delete.php'],
    ['post', '/api/bills/reset.php'],
  ] as const

  it.each(calls)('%s %s answers 401 without a token and with a forged one', async (method, path) => {
    const anonymous = await request(server.url)[method](path).send({}).expect(401)
    expect(anonymous.body.error).toMatch(/sign in/)
    await request(server.url)[method](path).set('Authorization', 'Bearer not.a.token').send({}).expect(401)
  })

  it('lets a signed-in member add a bill and see it in the list', async () => {
    const added = await request(server.url)
      .post('/api/bills/add.php')
      .set(auth)
      .send({ owner: ruth, name: 'Power', amount: 120.5, dueDate: '2099-05-01' })
      .expect(201)
    expect(added.body).toEqual({ success: 'Bill added successfully!', id: expect.any(Number) })
    expect(await list(ruth)).toEqual([
      {
        id: added.body.id,
        owner: ruth,
        name: 'Power',
        amount: 120.5,
        dueDate: '2099-05-01',
        paid: false,
        overdue: false,
      },
    ])
  })
})

describe('adding and listing', () => {
  it('lists one owner’s bills by due date, then id, with exact amounts', async () => {
    const add = (name: string, amount: number | string, dueDate: string, owner: string = ruth) =>
      request(server.url)
        .post('/api/bills/add.php')
        .set(auth)
        .send({ owner, name, amount, dueDate })
        .expect(201)
    await add('Phone', '65.10', '2099-03-10')
    await add('Rent', 1450, '2099-03-01')
    await add('Internet', 79.99, '2099-03-10')
    await add('Car', 300, '2099-02-01', boaz)
    const bills = await list(ruth)
    expect(bills.map((bill: { name: string }) => bill.name)).toEqual(['Rent', 'Phone', 'Internet'])
    expect(bills.map((bill: { amount: number }) => bill.amount)).toEqual([1450, 65.1, 79.99])
    expect((await list(boaz)).map((bill: { name: string }) => bill.name)).toEqual(['Car'])
  })

  it('matches the owner regardless of case and stores the configured spelling; trims the name', async () => {
    await request(server.url)
      .post('/api/bills/add.php')
      .set(auth)
      .send({ owner: ' ruTH ', name: '  Water  ', amount: '0', dueDate: '2099-01-02' })
      .expect(201)
    const [bill] = await list('RUTH')
    expect(bill).toMatchObject({ owner: ruth, name: 'Water', amount: 0 })
  })

  it('flags a bill added with a due date already past as overdue at once', async () => {
    await request(appAt('2025-06-10T15:00:00Z'))
      .post('/api/bills/add.php')
      .set(auth)
      .send({ owner: ruth, name: 'Late', amount: 10, dueDate: '2025-06-09' })
      .expect(201)
    expect((await list(ruth))[0]).toMatchObject({ name: 'Late', overdue: true })
  })

  const valid = { owner: ruth, name: 'Gas', amount: 20, dueDate: '2099-01-31' }
  it.each([
    [{ ...valid, owner: 'Mallory' }, 'Owner: must be one of Ruth or Boaz.'],
    [{ ...valid, owner: undefined }, 'Owner: is required.'],
    [{ ...valid, amount: -1 }, 'Amount: must be a number of dollars'],
    [{ ...valid, amount: 'twelve' }, 'Amount: must be a number of dollars'],
    [{ ...valid, amount: '' }, 'Amount: must be a number of dollars'],
    [{ ...valid, amount: 12.345 }, 'with at most two decimals'],
    [{ ...valid, amount: 1e10 }, 'below 10 billion'],
    [{ ...valid, amount: null }, 'Amount: is required.'],
    [{ ...valid, dueDate: '2025-02-30' }, 'DueDate: must be a real date like 2025-01-31.'],
    [{ ...valid, dueDate: '31/01/2025' }, 'DueDate: must be a real date like 2025-01-31.'],
    [{ ...valid, dueDate: '' }, 'DueDate: must be a real date'],
    [{ ...valid, name: '   ' }, 'Name: is required.'],
    [{ ...valid, name: 'x'.repeat(101) }, 'Name: must be at most 100 characters.'],
  ])('refuses %j with a 400 sentence', async (body, sentence) => {
    const response = await request(server.url).post('/api/bills/add.php').set(auth).send(body).expect(400)
    expect(response.body.error).toContain(sentence)
    const { rows } = await server.deps.db.query('SELECT count(*)::int AS n FROM bills')
    expect(rows[0].n).toBe(0)
  })

  it('replies with exactly the text JSON.stringify gives for the bills, whatever their names hold', async () => {
    // PostgreSQL writes the list's JSON (bills.repository.ts): every escape and number form must match.
    const awkward = [
      { name: 'Quote " and \\ backslash', amount: '0', dueDate: '2099-01-01', paid: true },
      { name: 'Controls \u0001\u001f\t\n\r\b\f end', amount: '0.01', dueDate: '2099-01-02', overdue: true },
      { name: 'Café ☕ 😀 </script> \u2028\u2029 \u007f', amount: '9999999999.99', dueDate: '2099-01-03' },
      { name: 'Tenths', amount: '20.50', dueDate: '2099-01-03' },
      { name: 'Whole', amount: '41.00', dueDate: '2099-01-04' },
      { name: 'Cents', amount: '1234567.89', dueDate: '2099-01-05' },
    ]
    const ids: number[] = []
    for (const bill of awkward) ids.push(await createBill(server.deps.db, { owner: ruth, ...bill }))
    const reply = await request(server.url)
      .get('/api/bills/list.php')
      .query({ owner: ruth })
      .set(auth)
      .expect(200)
    const expected = awkward.map((bill, index) => ({
      id: ids[index],
      owner: ruth,
      name: bill.name,
      amount: Number(bill.amount),
      dueDate: bill.dueDate,
      paid: bill.paid ?? false,
      overdue: bill.overdue ?? false,
    }))
    expect(reply.text).toBe(JSON.stringify(expected))
    expect(reply.headers['content-type']).toBe('application/json; charset=utf-8')
    const empty = await request(server.url)
      .get('/api/bills/list.php')
      .query({ owner: boaz })
      .set(auth)
      .expect(200)
    expect(empty.text).toBe('[]')
  })

  it('refuses a list request for an unknown owner', async () => {
    const response = await request(server.url).get('/api/bills/list.php?owner=Nobody').set(auth).expect(400)
    expect(response.body.error).toBe('Owner: must be one of Ruth or Boaz.')
  })
})

describe('marking paid, editing and deleting', () => {
  const update = (body: object) => request(server.url).post('/api/bills/update.php').set(auth).send(body)

  it('marks a bill paid, which also clears its overdue flag', async () => {
    const id = await createBill(server.deps.db, { owner: ruth, dueDate: '2020-01-01', overdue: true })
    const response = await update({ id, owner: ruth, paid: true }).expect(200)
    expect(response.body).toEqual({ success: 'Bill marked as paid.' })
    expect(await readBill(server.deps.db, id)).toMatchObject({ paid: true, overdue: false })
  })

  it('edits name, amount and date, keeps paid, and recomputes overdue', async () => {
    const paidId = await createBill(server.deps.db, { owner: ruth, dueDate: '2099-01-01', paid: true })
    const unpaidId = await createBill(server.deps.db, { owner: ruth, dueDate: '2099-01-01' })
    const at = appAt('2025-06-10T15:00:00Z')
    const edit = { owner: ruth, name: 'Trash pickup', amount: '18.25', dueDate: '2025-06-01' }
    await request(at)
      .post('/api/bills/update.php')
      .set(auth)
      .send({ ...edit, id: paidId })
      .expect(200)
    await request(at)
      .post('/api/bills/update.php')
      .set(auth)
      .send({ ...edit, id: unpaidId })
      .expect(200)
    expect(await readBill(server.deps.db, paidId)).toEqual({
      name: 'Trash pickup',
      amount: '18.25',
      dueDate: '2025-06-01',
      paid: true,
      overdue: false,
    })
    expect(await readBill(server.deps.db, unpaidId)).toMatchObject({ paid: false, overdue: true })
  })

  it('answers 404 with a sentence for a missing bill or one of the other owner', async () => {
    const id = await createBill(server.deps.db, { owner: ruth, dueDate: '2099-01-01' })
    const wrongOwner = await update({ id, owner: boaz, paid: true }).expect(404)
    expect(wrongOwner.body.error).toBe(
      `There is no bill ${id} for Boaz. It may have been deleted; reload the list.`,
    )
    await update({ id: id + 1000, owner: ruth, paid: false }).expect(404)
    await update({ id: id + 1000, owner: ruth, name: 'x', amount: 1, dueDate: '2099-01-01' }).expect(404)
    await request(server.url).post('/api/bills/delete.php').set(auth).send({ id, owner: boaz }).expect(404)
    expect(await readBill(server.deps.db, id)).toMatchObject({ paid: false })
  })

  it('marks a paid bill unpaid, overdue again only when due before today in New York', async () => {
    // 02:00 UTC on 11 June is still 10 June in New York: a bill due on the 10th is not late yet.
    const at = appAt('2025-06-11T02:00:00Z')
    const late = await createBill(server.deps.db, { owner: ruth, dueDate: '2025-06-09', paid: true })
    const dueToday = await createBill(server.deps.db, { owner: ruth, dueDate: '2025-06-10', paid: true })
    for (const id of [late, dueToday]) {
      const response = await request(at)
        .post('/api/bills/update.php')
        .set(auth)
        .send({ id, owner: ruth, paid: false })
        .expect(200)
      expect(response.body).toEqual({ success: 'Bill marked as unpaid.' })
    }
    expect(await readBill(server.deps.db, late)).toMatchObject({ paid: false, overdue: true })
    expect(await readBill(server.deps.db, dueToday)).toMatchObject({ paid: false, overdue: false })
    // And back: paid again clears the flag.
    await request(at)
      .post('/api/bills/update.php')
      .set(auth)
      .send({ id: late, owner: ruth, paid: true })
      .expect(200)
    expect(await readBill(server.deps.db, late)).toMatchObject({ paid: true, overdue: false })
  })

  it('refuses a paid value that is not true or false, and a paid call mixed with edits', async () => {
    const id = await createBill(server.deps.db, { owner: ruth, dueDate: '2020-01-01', paid: true })
    expect((await update({ id, owner: ruth, paid: 'no' }).expect(400)).body.error).toBe(
      'Paid: must be true or false.',
    )
    expect((await update({ id, owner: ruth, paid: false, name: 'x' }).expect(400)).body.error).toMatch(/name/)
    expect((await update({ id: 'one', owner: ruth, paid: true }).expect(400)).body.error).toBe(
      'Id: must be a bill id number.',
    )
    expect(await readBill(server.deps.db, id)).toMatchObject({ name: 'Water', paid: true, overdue: false })
  })

  it('deletes a bill once', async () => {
    const id = await createBill(server.deps.db, { owner: boaz, dueDate: '2099-01-01' })
    const deleted = await request(server.url)
      .post('/api/bills/delete.php')
      .set(auth)
      .send({ id, owner: boaz })
    expect(deleted.status).toBe(200)
    expect(deleted.body).toEqual({ success: 'Bill deleted.' })
    expect(await list(boaz)).toEqual([])
    await request(server.url).post('/api/bills/delete.php').set(auth).send({ id, owner: boaz }).expect(404)
  })

  it('loses no update when marks and edits of the same bills race', async () => {
    const ids = await Promise.all(
      Array.from({ length: 15 }, (_, index) =>
        createBill(server.deps.db, { owner: ruth, dueDate: `2020-01-${10 + index}` }),
      ),
    )
    await Promise.all(
      ids.flatMap((id) => [
        update({ id, owner: ruth, paid: true }).expect(200),
        update({ id, owner: ruth, name: `Edited ${id}`, amount: 5, dueDate: '2020-02-01' }).expect(200),
      ]),
    )
    for (const id of ids) {
      // Whichever ran last, both changes hold: paid from the mark, the rest from the edit, never overdue.
      expect(await readBill(server.deps.db, id)).toEqual({
        name: `Edited ${id}`,
        amount: '5.00',
        dueDate: '2020-02-01',
        paid: true,
        overdue: false,
      })
    }
  })
})

describe('the overdue check', () => {
  const check = (instant: string) =>
    request(appAt(instant)).post('/api/bills/check_overdue.php').set(auth).send().expect(200)

  it('turns a bill overdue at New York midnight after its due date, not at UTC midnight', async () => {
    const id = await createBill(server.deps.db, { owner: ruth, dueDate: '2025-01-15' })
    // 2025-01-16 00:30 UTC is still 15 January (19:30) in New York.
    expect((await check('2025-01-16T00:30:00Z')).body).toEqual({
      success: 'Overdue bills checked.',
      updated: 0,
    })
    expect((await check('2025-01-16T04:59:59.999Z')).body.updated).toBe(0)
    expect(await readBill(server.deps.db, id)).toMatchObject({ overdue: false })
    // 05:00 UTC is midnight in New York (EST): the 15th is now yesterday.
    expect((await check('2025-01-16T05:00:00Z')).body.updated).toBe(1)
    expect(await readBill(server.deps.db, id)).toMatchObject({ overdue: true })
    expect((await list(ruth))[0]).toMatchObject({ id, overdue: true })
  })

  it('uses the daylight-saving offset in summer (midnight is 04:00 UTC)', async () => {
    const id = await createBill(server.deps.db, { owner: boaz, dueDate: '2025-07-03' })
    await check('2025-07-04T03:59:59Z')
    expect(await readBill(server.deps.db, id)).toMatchObject({ overdue: false })
    await check('2025-07-04T04:00:00Z')
    expect(await readBill(server.deps.db, id)).toMatchObject({ overdue: true })
  })

  it('changes only flags that are wrong: never a paid bill, and clears stale ones', async () => {
    const paid = await createBill(server.deps.db, { owner: ruth, dueDate: '2025-01-01', paid: true })
    const paidButFlagged = await createBill(server.deps.db, {
      owner: ruth,
      dueDate: '2025-01-01',
      paid: true,
      overdue: true,
    })
    const notYetDue = await createBill(server.deps.db, { owner: ruth, dueDate: '2025-03-01', overdue: true })
    const late = await createBill(server.deps.db, { owner: ruth, dueDate: '2025-01-01' })
    const alreadyFlagged = await createBill(server.deps.db, {
      owner: ruth,
      dueDate: '2025-01-01',
      overdue: true,
    })
    expect((await check('2025-02-01T17:00:00Z')).body.updated).toBe(3)
    expect((await readBill(server.deps.db, paid))?.overdue).toBe(false)
    expect((await readBill(server.deps.db, paidButFlagged))?.overdue).toBe(false)
    expect((await readBill(server.deps.db, notYetDue))?.overdue).toBe(false)
    expect((await readBill(server.deps.db, late))?.overdue).toBe(true)
    expect((await readBill(server.deps.db, alreadyFlagged))?.overdue).toBe(true)
    expect((await check('2025-02-01T18:00:00Z')).body.updated).toBe(0)
  })

  it('is the job the worker runs too', async () => {
    const id = await createBill(server.deps.db, { owner: ruth, dueDate: '2000-01-01' })
    expect(await server.deps.jobs.runAndWait('check-overdue-bills', {}, 10_000)).toEqual({ updated: 1 })
    expect(await readBill(server.deps.db, id)).toMatchObject({ overdue: true })
  })
})

describe('Reset All Bills', () => {
  it('moves each paid bill a month on, unpaid and not overdue, the day kept and clamped', async () => {
    const dates = ['2025-01-31', '2024-01-31', '2025-03-31', '2025-01-15', '2025-12-31']
    const ids = await Promise.all(
      dates.map((dueDate, index) =>
        createBill(server.deps.db, { owner: index % 2 ? boaz : ruth, dueDate, paid: true }),
      ),
    )
    const response = await request(server.url).post('/api/bills/reset.php').set(auth).send().expect(200)
    expect(response.body).toEqual({ success: 'All bills have been reset.' })
    const after = await Promise.all(ids.map((id) => readBill(server.deps.db, id)))
    expect(after.map((bill) => bill?.dueDate)).toEqual([
      '2025-02-28',
      '2024-02-29',
      '2025-04-30',
      '2025-02-15',
      '2026-01-31',
    ])
    expect(after.every((bill) => bill?.paid === false && bill.overdue === false)).toBe(true)
  })

  it('carries an unpaid bill over as it is, so an overdue one stays overdue on its own date', async () => {
    const overdue = await createBill(server.deps.db, { owner: ruth, dueDate: '2025-01-05', overdue: true })
    const upcoming = await createBill(server.deps.db, { owner: boaz, dueDate: '2099-01-31' })
    const paid = await createBill(server.deps.db, { owner: boaz, dueDate: '2099-01-31', paid: true })
    await request(server.url).post('/api/bills/reset.php').set(auth).send().expect(200)
    expect(await readBill(server.deps.db, overdue)).toMatchObject({
      dueDate: '2025-01-05',
      paid: false,
      overdue: true,
    })
    expect(await readBill(server.deps.db, upcoming)).toMatchObject({
      dueDate: '2099-01-31',
      paid: false,
      overdue: false,
    })
    expect(await readBill(server.deps.db, paid)).toMatchObject({
      dueDate: '2099-02-28',
      paid: false,
      overdue: false,
    })
  })
})

describe('the household bill cap', () => {
  it('refuses a bill past the household cap with 409 and a sentence, and takes one once a bill is deleted', async () => {
    for (let n = 1; n < householdBillCap; n++)
      await createBill(server.deps.db, { owner: boaz, dueDate: '2099-01-01' })
    const bill = { owner: ruth, name: 'Power', amount: 120.5, dueDate: '2099-05-01' }
    const last = await request(server.url).post('/api/bills/add.php').set(auth).send(bill).expect(201)
    const refused = await request(server.url).post('/api/bills/add.php').set(auth).send(bill).expect(409)
    expect(refused.body).toEqual({ error: householdFullSentence, requestId: expect.any(String) })
    await request(server.url)
      .post('/api/bills/delete.php')
      .set(auth)
      .send({ id: last.body.id, owner: ruth })
      .expect(200)
    await request(server.url).post('/api/bills/add.php').set(auth).send(bill).expect(201)
  })
})

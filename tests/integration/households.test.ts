import request from 'supertest'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { addDays, todayInNewYork } from '@studio/api/bills/bill-dates'
import { startServer } from '@studio/api/server'
import { createJobSystem } from '@studio/worker/job-runtime'
import { createBill, readBill } from '../support/bills.ts'
import { createUser } from '../support/factories.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

// Three households over the real HTTP API: two self-registered clients and the studio (HOUSEHOLD_MEMBERS
// Ruth,Boaz). None may see or change another's bills through any bills endpoint.

let server: TestServer
const api = () => request(server.url)

interface Account {
  auth: { Authorization: string }
  householdId: number
}
let alice: Account
let bob: Account
let studio: Account

/** Registers through the sign-up endpoint and signs in, as a stranger on the site would. */
async function register(username: string): Promise<Account> {
  const password = `pw-${username}-secret`
  await api()
    .post('/api/auth/register.php')
    .send({ username, email: `${username}@example.test`, password, role: 'client' })
    .expect(201)
  const { token } = (await api().post('/api/auth/login.php').send({ username, password }).expect(200)).body
  const { rows } = await server.deps.db.query('SELECT household_id FROM users WHERE username = $1', [
    username,
  ])
  return { auth: { Authorization: `Bearer ${token}` }, householdId: rows[0].household_id }
}

beforeAll(async () => {
  server = await startTestServer({ queue: 'in-process', env: { HOUSEHOLD_MEMBERS: 'Ruth,Boaz' } })
  alice = await register('alice')
  bob = await register('bob')
  const member = await createUser(server.deps, { household: 'studio' })
  studio = { auth: { Authorization: `Bearer ${member.token}` }, householdId: member.householdId }
})
afterAll(() => server.stop())
beforeEach(async () => {
  await server.deps.db.query('DELETE FROM bills')
  await server.deps.db.query(`UPDATE households SET members = ARRAY['Me', 'Partner'] WHERE id = ANY ($1)`, [
    [alice.householdId, bob.householdId],
  ])
})

const household = async (account: Account) =>
  (await api().get('/api/bills/household.php').set(account.auth).expect(200)).body
const list = async (account: Account, owner: string) =>
  (await api().get('/api/bills/list.php').query({ owner }).set(account.auth).expect(200)).body as {
    id: number
    name: string
    owner: string
  }[]
/** A bill of `account`'s private household, straight into the table. */
const billOf = (account: Account, owner: string, dueDate: string) =>
  createBill(server.deps.db, { householdId: account.householdId, owner, dueDate })
const billCount = async () =>
  (await server.deps.db.query('SELECT count(*)::int AS n FROM bills')).rows[0].n as number

describe('households', () => {
  it('gives each self-registered account a private household with two default names', async () => {
    expect(alice.householdId).not.toBe(bob.householdId)
    expect(alice.householdId).not.toBe(studio.householdId)
    expect(await household(alice)).toEqual({ members: ['Me', 'Partner'], renamable: true })
    expect(await household(bob)).toEqual({ members: ['Me', 'Partner'], renamable: true })
    expect(await household(studio)).toEqual({ members: ['Ruth', 'Boaz'], renamable: false })
  })

  it('puts admins in the studio household', async () => {
    const admin = await createUser(server.deps, { admin: true })
    expect(admin.householdId).toBe(studio.householdId)
  })

  it('lists and adds only within the caller’s household, even with the same member names', async () => {
    const add = (account: Account, owner: string, name: string) =>
      api()
        .post('/api/bills/add.php')
        .set(account.auth)
        .send({ owner, name, amount: 10, dueDate: '2099-01-01' })
        .expect(201)
    await add(alice, 'Me', 'Alice rent')
    await add(bob, 'me', 'Bob rent')
    await add(studio, 'Ruth', 'Studio rent')
    expect((await list(alice, 'Me')).map((bill) => bill.name)).toEqual(['Alice rent'])
    expect((await list(bob, 'Me')).map((bill) => bill.name)).toEqual(['Bob rent'])
    expect((await list(studio, 'Ruth')).map((bill) => bill.name)).toEqual(['Studio rent'])
  })

  it('refuses an owner from another household with a 400 sentence, adding nothing', async () => {
    const refused = await api()
      .post('/api/bills/add.php')
      .set(alice.auth)
      .send({ owner: 'Ruth', name: 'Sneaky', amount: 1, dueDate: '2099-01-01' })
      .expect(400)
    expect(refused.body.error).toBe('Owner: must be one of Me or Partner.')
    const listed = await api().get('/api/bills/list.php').query({ owner: 'Ruth' }).set(alice.auth).expect(400)
    expect(listed.body.error).toBe('Owner: must be one of Me or Partner.')
    const studioAsks = await api().get('/api/bills/list.php').query({ owner: 'Me' }).set(studio.auth)
    expect(studioAsks.status).toBe(400)
    expect(await billCount()).toBe(0)
  })

  it('answers 404 to every change of another household’s bill id, and changes nothing', async () => {
    const studioBill = await createBill(server.deps.db, { owner: 'Ruth', dueDate: '2020-01-01' })
    const bobBill = await billOf(bob, 'Me', '2020-01-01')
    const before = [await readBill(server.deps.db, studioBill), await readBill(server.deps.db, bobBill)]
    for (const id of [studioBill, bobBill]) {
      const calls = [
        api().post('/api/bills/update.php').set(alice.auth).send({ id, owner: 'Me', paid: true }),
        api().post('/api/bills/update.php').set(alice.auth).send({ id, owner: 'Me', paid: false }),
        api()
          .post('/api/bills/update.php')
          .set(alice.auth)
          .send({ id, owner: 'Me', name: 'Mine now', amount: 0, dueDate: '2099-01-01' }),
        api().post('/api/bills/delete.php').set(alice.auth).send({ id, owner: 'Me' }),
      ]
      for (const response of await Promise.all(calls)) {
        expect(response.status).toBe(404)
        expect(response.body.error).toBe(
          `There is no bill ${id} for Me. It may have been deleted; reload the list.`,
        )
      }
    }
    // A forged owner (the real owner's name, not a member of the caller's household) is a 400.
    const forged = await api()
      .post('/api/bills/delete.php')
      .set(alice.auth)
      .send({ id: studioBill, owner: 'Ruth' })
      .expect(400)
    expect(forged.body.error).toBe('Owner: must be one of Me or Partner.')
    expect([await readBill(server.deps.db, studioBill), await readBill(server.deps.db, bobBill)]).toEqual(
      before,
    )
  })

  it('resets and checks overdue flags of the caller’s household only', async () => {
    const own = await billOf(alice, 'Me', '2020-01-31')
    const others = [
      await createBill(server.deps.db, { owner: 'Ruth', dueDate: '2020-01-31' }),
      await billOf(bob, 'Me', '2020-01-31'),
    ]
    const checked = await api().post('/api/bills/check_overdue.php').set(alice.auth).expect(200)
    expect(checked.body.updated).toBe(1)
    expect(await readBill(server.deps.db, own)).toMatchObject({ overdue: true })
    for (const id of others) expect(await readBill(server.deps.db, id)).toMatchObject({ overdue: false })

    // Reset moves paid bills only: every one of them is paid, and only the caller's moves.
    await server.deps.db.query('UPDATE bills SET paid = true, overdue = false WHERE id = ANY ($1)', [
      [own, ...others],
    ])
    await api().post('/api/bills/reset.php').set(alice.auth).expect(200)
    expect(await readBill(server.deps.db, own)).toMatchObject({
      dueDate: '2020-02-29',
      paid: false,
      overdue: false,
    })
    for (const id of others)
      expect(await readBill(server.deps.db, id)).toMatchObject({ dueDate: '2020-01-31' })
  })
})

describe('renaming a household', () => {
  const rename = (account: Account, members: unknown) =>
    api().post('/api/bills/household.php').set(account.auth).send({ members })

  it('renames the caller’s members and their bills follow; other households keep theirs', async () => {
    const mine = await billOf(alice, 'Me', '2099-01-01')
    const partners = await billOf(alice, 'Partner', '2099-01-02')
    const bobs = await billOf(bob, 'Me', '2099-01-01')
    expect((await rename(alice, [' Ann ', 'Ben']).expect(200)).body).toEqual({
      success: 'Household names saved.',
    })
    expect(await household(alice)).toEqual({ members: ['Ann', 'Ben'], renamable: true })
    expect((await list(alice, 'Ann')).map((bill) => bill.id)).toEqual([mine])
    expect((await list(alice, 'Ben')).map((bill) => bill.id)).toEqual([partners])
    expect((await list(bob, 'Me')).map((bill) => bill.id)).toEqual([bobs])
    expect(await household(bob)).toEqual({ members: ['Me', 'Partner'], renamable: true })

    // Swapping the two names swaps the bills too (position by position).
    await rename(alice, ['Ben', 'Ann']).expect(200)
    expect((await list(alice, 'Ben')).map((bill) => bill.id)).toEqual([mine])
    expect((await list(alice, 'Ann')).map((bill) => bill.id)).toEqual([partners])
  })

  it.each([
    [['', 'Ben'], 'Members: each name needs at least one character.'],
    [['   ', 'Ben'], 'Members: each name needs at least one character.'],
    [['x'.repeat(41), 'Ben'], 'Members: each name must be at most 40 characters.'],
    [
      ['Sam', 'sAM'],
      'Members: must be two different names (names that differ only in case count as the same).',
    ],
    [['Ann'], 'Members: must be a list of two names.'],
    [['Ann', 'Ben', 'Cy'], 'Members: must be a list of two names.'],
    ['Ann,Ben', 'Members: must be a list of two names.'],
    [['Ann', 7], 'Members: must be a list of two names.'],
    [undefined, 'Members: must be a list of two names.'],
  ])('refuses %j with a 400 sentence and changes nothing', async (members, sentence) => {
    const bill = await billOf(alice, 'Me', '2099-01-01')
    expect((await rename(alice, members).expect(400)).body.error).toBe(sentence)
    expect(await household(alice)).toEqual({ members: ['Me', 'Partner'], renamable: true })
    expect((await list(alice, 'Me')).map((listed) => listed.id)).toEqual([bill])
  })

  it('accepts names of exactly 40 characters', async () => {
    const long = 'y'.repeat(40)
    await rename(alice, [long, 'Ben']).expect(200)
    expect((await household(alice)).members).toEqual([long, 'Ben'])
  })

  it('refuses to rename the studio household: its names come from HOUSEHOLD_MEMBERS', async () => {
    const response = await rename(studio, ['Naomi', 'Boaz']).expect(400)
    expect(response.body.error).toMatch(/HOUSEHOLD_MEMBERS/)
    expect(await household(studio)).toEqual({ members: ['Ruth', 'Boaz'], renamable: false })
  })

  it('answers 401 without a session', async () => {
    await api().get('/api/bills/household.php').expect(401)
    await api()
      .post('/api/bills/household.php')
      .send({ members: ['A', 'B'] })
      .expect(401)
  })
})

describe('HOUSEHOLD_MEMBERS as the source of the studio’s names', () => {
  it('is applied at start, and the studio’s bills follow a changed setting', async () => {
    const ruths = await createBill(server.deps.db, { owner: 'Ruth', dueDate: '2099-01-01' })
    const alices = await billOf(alice, 'Me', '2099-01-01')
    const restarted = await startServer({
      env: { ...server.env, HOUSEHOLD_MEMBERS: ['Naomi', 'Boaz'], LOG_LEVEL: 'silent' },
      jobSystem: createJobSystem,
      port: 0,
    })
    try {
      expect(await household(studio)).toEqual({ members: ['Naomi', 'Boaz'], renamable: false })
      expect((await list(studio, 'Naomi')).map((bill) => bill.id)).toEqual([ruths])
      expect((await list(alice, 'Me')).map((bill) => bill.id)).toEqual([alices])
    } finally {
      await restarted.stop()
    }
    // And back, as the first server's setting says, the next time it starts.
    const again = await startServer({
      env: { ...server.env, LOG_LEVEL: 'silent' },
      jobSystem: createJobSystem,
      port: 0,
    })
    await again.stop()
    expect((await list(studio, 'Ruth')).map((bill) => bill.id)).toEqual([ruths])
  })
})

describe('a studio household without names (the app started before migration 0006 ran)', () => {
  it('gets them from HOUSEHOLD_MEMBERS on the first bills call', async () => {
    await server.deps.db.query('UPDATE households SET members = NULL WHERE studio')
    expect(await household(studio)).toEqual({ members: ['Ruth', 'Boaz'], renamable: false })
    const { rows } = await server.deps.db.query('SELECT members FROM households WHERE studio')
    expect(rows[0].members).toEqual(['Ruth', 'Boaz'])
  })

  it('gets them on a first call of the list too, which reads the household in its own statement', async () => {
    await server.deps.db.query('UPDATE households SET members = NULL WHERE studio')
    expect(Array.isArray(await list(studio, 'Boaz'))).toBe(true)
    const { rows } = await server.deps.db.query('SELECT members FROM households WHERE studio')
    expect(rows[0].members).toEqual(['Ruth', 'Boaz'])
  })
})

describe('the admin dashboard', () => {
  it('lists the studio household’s overdue and upcoming bills, never a client’s', async () => {
    const admin = await createUser(server.deps, { admin: true })
    const auth = { Authorization: `Bearer ${admin.token}` }
    const soon = addDays(todayInNewYork(new Date()), 2)
    for (const [householdId, owner, who] of [
      [studio.householdId, 'Ruth', 'Studio'],
      [alice.householdId, 'Me', 'Client'],
    ] as const) {
      await createBill(server.deps.db, { householdId, owner, name: `${who} late`, dueDate: '2020-01-01' })
      await createBill(server.deps.db, { householdId, owner, name: `${who} soon`, dueDate: soon })
    }
    const names = async (path: string) =>
      (await api().get(path).set(auth).expect(200)).body.map((bill: { name: string }) => bill.name)
    expect(await names('/api/dashboard/overdue_bills')).toEqual(['Studio late'])
    expect(await names('/api/dashboard/upcoming_bills')).toEqual(['Studio soon'])
  })
})

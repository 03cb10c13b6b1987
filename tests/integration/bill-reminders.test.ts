import type { ParsedMail } from 'mailparser'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, todayInNewYork } from '@studio/api/bills/bill-dates'
import { queueBillReminders } from '@studio/api/bills/bill-reminders.service'
import { createBill } from '../support/bills.ts'
import { createUser, type CreatedUser } from '../support/factories.ts'
import { createSmtpCapture } from '../support/smtp-capture.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { waitFor } from '../support/wait-for.ts'

// The daily reminder digests through a real BullMQ worker (the test server's, over Redis), the outbox and
// a real SMTP server on loopback.
describe('bill reminder digests', () => {
  const smtp = createSmtpCapture()
  let server: TestServer
  let admin: CreatedUser & { token: string }
  let quiet: CreatedUser & { token: string }
  let alice: CreatedUser & { token: string }
  let idle: CreatedUser & { token: string }
  const today = todayInNewYork(new Date())

  beforeAll(async () => {
    const port = await smtp.listen()
    server = await startTestServer({
      queue: 'redis',
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, HOUSEHOLD_MEMBERS: 'Ruth,Boaz' },
    })
    admin = await createUser(server.deps, { admin: true })
    quiet = await createUser(server.deps, { household: 'studio' })
    alice = await createUser(server.deps, {})
    idle = await createUser(server.deps, {})
  })
  afterAll(async () => {
    await server?.stop()
    await smtp.close()
  })

  const mailsTo = (user: CreatedUser) =>
    smtp.received.filter((mail: ParsedMail) => JSON.stringify(mail.to).includes(user.email))
  const reminders = (user: CreatedUser & { token: string }) =>
    request(server.url).post('/api/bills/reminders.php').set('Authorization', `Bearer ${user.token}`)

  it('lets an account switch its reminders off and read the setting back', async () => {
    expect((await reminders(quiet).send({ enabled: false }).expect(200)).body).toEqual({
      success: 'Bill reminders are off.',
    })
    const read = await request(server.url)
      .get('/api/bills/reminders.php')
      .set('Authorization', `Bearer ${quiet.token}`)
      .expect(200)
    expect(read.body).toEqual({ enabled: false })
    expect((await reminders(quiet).send({ enabled: 'no' }).expect(400)).body.error).toBe(
      'Enabled: must be true or false.',
    )
  })

  it('mails each account one digest of its household’s bills, once; none with reminders off', async () => {
    const studioBill = (name: string, owner: string, dueDate: string, paid = false) =>
      createBill(server.deps.db, { owner, name, dueDate, amount: '120.50', paid })
    await studioBill('Power', 'Ruth', addDays(today, 1))
    await studioBill('Phone', 'Boaz', addDays(today, -1))
    await studioBill('Paid already', 'Ruth', addDays(today, 1), true)
    await studioBill('Far off', 'Ruth', addDays(today, 4))
    await createBill(server.deps.db, {
      householdId: alice.householdId,
      owner: 'Me',
      name: 'Rent',
      dueDate: addDays(today, 3),
    })

    await server.deps.jobs.runAndWait('send-bill-reminders', {}, 15_000)
    await server.deps.outbox.flush()
    await waitFor('two digests', () => smtp.received.length >= 2)

    const [studioDigest] = mailsTo(admin)
    expect(mailsTo(admin)).toHaveLength(1)
    expect(studioDigest?.subject).toBe('Bill reminder: 1 overdue, 1 due soon')
    expect(studioDigest?.text).toMatch(/Overdue \(not marked paid\):\n- Phone \(Boaz\): \$120\.50, due /)
    expect(studioDigest?.text).toMatch(/Due within 3 days:\n- Power \(Ruth\): \$120\.50, due /)
    expect(studioDigest?.text).not.toMatch(/Paid already|Far off|Rent/)
    expect(studioDigest?.text).toContain('/bcl')

    expect(mailsTo(alice)).toHaveLength(1)
    expect(mailsTo(alice)[0]?.subject).toBe('Bill reminder: 1 due soon')
    expect(mailsTo(alice)[0]?.text).toContain('- Rent (Me): $42.00')
    expect(mailsTo(alice)[0]?.text).not.toMatch(/Power|Phone/)
    expect(mailsTo(quiet)).toEqual([])
    expect(mailsTo(idle)).toEqual([])

    // A second run the same day: nothing new to say, nothing queued, nothing sent.
    expect(await server.deps.jobs.runAndWait('send-bill-reminders', {}, 15_000)).toEqual({
      digests: 0,
      bills: 0,
    })
    expect(await server.deps.outbox.flush()).toBe(0)
    const { rows } = await server.deps.db.query(
      "SELECT count(*)::int AS n FROM job_outbox WHERE job_id LIKE 'bill-reminders-%'",
    )
    expect(rows[0].n).toBe(2)
    expect(smtp.received).toHaveLength(2)
  })

  it('mentions a bill again when it turns overdue, and after a reset moves its due date', async () => {
    await server.deps.db.query('DELETE FROM bills')
    const dueSoon = addDays(today, 20)
    const id = await createBill(server.deps.db, { owner: 'Ruth', name: 'Water', dueDate: dueSoon })
    const at = (date: string) => ({ ...server.deps, now: () => new Date(`${date}T17:00:00Z`) })
    expect(await queueBillReminders(at(addDays(dueSoon, -2)))).toEqual({ digests: 1, bills: 1 })
    expect(await queueBillReminders(at(addDays(dueSoon, -1)))).toEqual({ digests: 0, bills: 0 })
    expect(await queueBillReminders(at(addDays(dueSoon, 1)))).toEqual({ digests: 1, bills: 1 })
    expect(await queueBillReminders(at(addDays(dueSoon, 2)))).toEqual({ digests: 0, bills: 0 })
    // A new month: a new due date, so a new reminder when it comes close.
    await server.deps.db.query('UPDATE bills SET due_date = due_date + 30, paid = false WHERE id = $1', [id])
    expect(await queueBillReminders(at(addDays(dueSoon, 29)))).toEqual({ digests: 1, bills: 1 })
    await server.deps.outbox.flush()
    await waitFor('the three Water digests', () =>
      mailsTo(admin).filter((mail) => mail.text?.includes('Water')).length === 3 ? true : undefined,
    )
    expect(mailsTo(quiet)).toEqual([])
  })
})

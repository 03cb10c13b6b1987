import type { Queryable } from '../platform/db/pool.ts'
import {
  householdOfUser,
  userAndHouseholdColumns,
  usersJoinHouseholds,
  type HouseholdOfUser,
} from './households.repository.ts'
import type { SessionUserRecord } from '../accounts/users.repository.ts'
import type { BillEdit, BillPaidChange, BillTarget, NewBill } from '../contract/bills.schemas.ts'

/**
 * A household, one of its users as the session check needs them, and each member's bills list as the
 * reply's JSON text: `JSON.stringify` of that member's `Bill[]` in checklist order, made by PostgreSQL.
 */
export interface UserHouseholdBillLists extends HouseholdOfUser {
  /** By owner; an owner without bills is absent. */
  billListJsonByOwner: Record<string, string>
}

/** An unpaid bill as the dashboard lists it. */
export interface DueBill {
  id: number
  owner: string
  name: string
  amount: number
  dueDate: string
}

// numeric arrives as exact text; it is turned into a number only here, where it leaves for JSON.
const dueBillColumns = `id, owner, name, amount::float8 AS amount, to_char(due_date, 'YYYY-MM-DD') AS "dueDate"`

/**
 * One bill as the exact text `JSON.stringify` gives for a `Bill`: the same keys in the same order,
 * to_json escapes text as JSON.stringify does, and float8 prints the shortest decimal that reads back as
 * the same number, as JavaScript does (tests/integration/bills.test.ts compares them on awkward names).
 */
const billJson = `'{"id":' || id::text || ',"owner":' || to_json(owner)::text
  || ',"name":' || to_json(name)::text || ',"amount":' || amount::float8::text
  || ',"dueDate":"' || to_char(due_date, 'YYYY-MM-DD') || '","paid":' || paid::text
  || ',"overdue":' || overdue::text || '}'`

/** "Overdue" in SQL, for a `today` parameter: unpaid and due before today. */
const isOverdue = (today: string) => `(NOT paid AND due_date < ${today}::date)`

// Every write is one statement, so concurrent marks, edits and checks never overwrite each other's
// columns with stale values read earlier (no read-modify-write in JavaScript). Every call of the checklist
// names the household: a bill id of another household matches nothing.
export const billsRepository = {
  /**
   * The bills list's one round trip: the user (re-read for the session check), their household and its
   * bills, each owner's as the text the API replies with, so no bill is parsed and serialised again in
   * JavaScript (that was a tenth of the list's CPU). Undefined when the user does not exist.
   */
  async userHouseholdBillLists(db: Queryable, userId: number): Promise<UserHouseholdBillLists | undefined> {
    const { rows } = await db.query<
      SessionUserRecord & Pick<UserHouseholdBillLists, 'studio' | 'members' | 'billListJsonByOwner'>
    >({
      name: 'bills-user-household-bill-lists',
      text: `SELECT ${userAndHouseholdColumns},
          (SELECT coalesce(json_object_agg(owner, list), '{}') FROM (
            SELECT owner, '[' || string_agg(${billJson}, ',' ORDER BY due_date, id) || ']' AS list
            FROM bills WHERE household_id = u.household_id GROUP BY owner) AS lists) AS "billListJsonByOwner"
        FROM ${usersJoinHouseholds} WHERE u.id = $1`,
      values: [userId],
    })
    if (!rows[0]) return undefined
    const { billListJsonByOwner, ...userAndHousehold } = rows[0]
    return { ...householdOfUser(userAndHousehold), billListJsonByOwner }
  },

  /**
   * Adds a bill for a member of the household while it holds fewer than `cap` bills; undefined when
   * `owner` is no longer one of its members or the household is full (`count` tells which). FOR SHARE
   * waits for a rename in progress and then checks the names it committed, so a bill is never added under
   * a name that was just renamed away.
   */
  async insert(
    db: Queryable,
    householdId: number,
    bill: NewBill,
    today: string,
    cap: number,
  ): Promise<number | undefined> {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO bills (household_id, owner, name, amount, due_date, overdue)
       SELECT id, $2, $3, $4::numeric, $5::date, $5::date < $6::date
       FROM (SELECT id FROM households WHERE id = $1 AND $2 = ANY (members) FOR SHARE) AS household
       WHERE (SELECT count(*) FROM bills WHERE household_id = $1) < $7
       RETURNING id`,
      [householdId, bill.owner, bill.name, bill.amount, bill.dueDate, today, cap],
    )
    return rows[0]?.id
  },

  async count(db: Queryable, householdId: number): Promise<number> {
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM bills WHERE household_id = $1',
      [householdId],
    )
    return rows[0]!.n
  },

  /**
   * Marks one bill paid or unpaid, its overdue flag following in the same statement (a paid bill is never
   * overdue; an unpaid one is when due before `today`); false when the household has no such bill. The
   * flag reads the new value `$4`: inside SET, `paid` would still be the old one.
   */
  async setPaid(
    db: Queryable,
    householdId: number,
    { id, owner, paid }: BillPaidChange,
    today: string,
  ): Promise<boolean> {
    const { rowCount } = await db.query(
      `UPDATE bills SET paid = $4, overdue = (NOT $4::boolean AND due_date < $5::date)
       WHERE id = $1 AND owner = $2 AND household_id = $3`,
      [id, owner, householdId, paid, today],
    )
    return rowCount === 1
  },

  /** Changes name, amount and due date; `paid` is kept and `overdue` recomputed from the row as it is now. */
  async edit(db: Queryable, householdId: number, bill: BillEdit, today: string): Promise<boolean> {
    const { rowCount } = await db.query(
      `UPDATE bills SET name = $3, amount = $4::numeric, due_date = $5::date,
         overdue = (NOT paid AND $5::date < $6::date)
       WHERE id = $1 AND owner = $2 AND household_id = $7`,
      [bill.id, bill.owner, bill.name, bill.amount, bill.dueDate, today, householdId],
    )
    return rowCount === 1
  },

  async delete(db: Queryable, householdId: number, { id, owner }: BillTarget): Promise<boolean> {
    const { rowCount } = await db.query(
      'DELETE FROM bills WHERE id = $1 AND owner = $2 AND household_id = $3',
      [id, owner, householdId],
    )
    return rowCount === 1
  },

  /**
   * A new month for one household: each paid bill becomes unpaid, not overdue, and due one month after its
   * own due date (PostgreSQL's date + interval '1 month' keeps the day and clamps it to the month's end:
   * 31 Jan → 28 Feb). An unpaid bill is carried over as it is, due date and overdue flag kept, so a reset
   * never hides a missed payment. Returns how many bills moved on.
   */
  async startNextMonth(db: Queryable, householdId: number): Promise<number> {
    const { rowCount } = await db.query(
      `UPDATE bills SET paid = false, overdue = false, due_date = (due_date + interval '1 month')::date
       WHERE household_id = $1 AND paid`,
      [householdId],
    )
    return rowCount ?? 0
  },

  /**
   * Makes every `overdue` flag equal "unpaid and due before today", writing only the rows whose flag is
   * wrong: of one household, or of all (the scheduled check) when `householdId` is null.
   */
  async flagOverdue(db: Queryable, today: string, householdId: number | null): Promise<number> {
    const { rowCount } = await db.query(
      `UPDATE bills SET overdue = ${isOverdue('$1')}
       WHERE overdue IS DISTINCT FROM ${isOverdue('$1')} AND ($2::bigint IS NULL OR household_id = $2)`,
      [today, householdId],
    )
    return rowCount ?? 0
  },

  /** Unpaid bills of the household due before today, most overdue first (from the date, never a stale flag). */
  async listOverdue(db: Queryable, householdId: number, today: string, limit: number): Promise<DueBill[]> {
    const { rows } = await db.query<DueBill>(
      `SELECT ${dueBillColumns} FROM bills WHERE household_id = $1 AND ${isOverdue('$2')}
       ORDER BY due_date, id LIMIT $3`,
      [householdId, today, limit],
    )
    return rows
  },

  /** Unpaid bills of the household due from `from` through `through`, soonest first. */
  async listDueBetween(
    db: Queryable,
    householdId: number,
    range: { from: string; through: string },
    limit: number,
  ): Promise<DueBill[]> {
    const { rows } = await db.query<DueBill>(
      `SELECT ${dueBillColumns} FROM bills
       WHERE household_id = $1 AND NOT paid AND due_date BETWEEN $2::date AND $3::date
       ORDER BY due_date, id LIMIT $4`,
      [householdId, range.from, range.through, limit],
    )
    return rows
  },
}

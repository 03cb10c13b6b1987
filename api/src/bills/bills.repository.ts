import type { Queryable } from '../db/pool.ts'
import type { BillEdit, BillTarget, NewBill } from './bill-input.ts'

/** A bill as the API replies with it (DESIGN.md): the amount a number, the due date 'YYYY-MM-DD'. */
export interface Bill {
  id: number
  owner: string
  name: string
  amount: number
  dueDate: string
  paid: boolean
  overdue: boolean
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
const billColumns = `${dueBillColumns}, paid, overdue`

/** "Overdue" in SQL, for a `today` parameter: unpaid and due before today. */
const isOverdue = (today: string) => `(NOT paid AND due_date < ${today}::date)`

// Every write is one statement, so concurrent marks, edits and checks never overwrite each other's
// columns with stale values read earlier (no read-modify-write in JavaScript).
export const billsRepository = {
  async listByOwner(db: Queryable, owner: string): Promise<Bill[]> {
    const { rows } = await db.query<Bill>({
      name: 'bills-list-by-owner',
      text: `SELECT ${billColumns} FROM bills WHERE owner = $1 ORDER BY due_date, id`,
      values: [owner],
    })
    return rows
  },

  async insert(db: Queryable, bill: NewBill, today: string): Promise<number> {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO bills (owner, name, amount, due_date, overdue)
       VALUES ($1, $2, $3::numeric, $4::date, $4::date < $5::date) RETURNING id`,
      [bill.owner, bill.name, bill.amount, bill.dueDate, today],
    )
    return rows[0]!.id
  },

  /** Marks one bill paid; false when no bill has that id and owner. */
  async markPaid(db: Queryable, { id, owner }: BillTarget): Promise<boolean> {
    const { rowCount } = await db.query(
      'UPDATE bills SET paid = true, overdue = false WHERE id = $1 AND owner = $2',
      [id, owner],
    )
    return rowCount === 1
  },

  /** Changes name, amount and due date; `paid` is kept and `overdue` recomputed from the row as it is now. */
  async edit(db: Queryable, bill: BillEdit, today: string): Promise<boolean> {
    const { rowCount } = await db.query(
      `UPDATE bills SET name = $3, amount = $4::numeric, due_date = $5::date,
         overdue = (NOT paid AND $5::date < $6::date)
       WHERE id = $1 AND owner = $2`,
      [bill.id, bill.owner, bill.name, bill.amount, bill.dueDate, today],
    )
    return rowCount === 1
  },

  async delete(db: Queryable, { id, owner }: BillTarget): Promise<boolean> {
    const { rowCount } = await db.query('DELETE FROM bills WHERE id = $1 AND owner = $2', [id, owner])
    return rowCount === 1
  },

  /**
   * A new month: every bill unpaid, not overdue, due one month after its own due date. PostgreSQL's
   * date + interval '1 month' keeps the day and clamps it to the month's end (31 Jan → 28 or 29 Feb).
   */
  async startNextMonth(db: Queryable): Promise<number> {
    const { rowCount } = await db.query(
      `UPDATE bills SET paid = false, overdue = false, due_date = (due_date + interval '1 month')::date`,
    )
    return rowCount ?? 0
  },

  /** Makes every `overdue` flag equal "unpaid and due before today", writing only the rows whose flag is wrong. */
  async flagOverdue(db: Queryable, today: string): Promise<number> {
    const { rowCount } = await db.query(
      `UPDATE bills SET overdue = ${isOverdue('$1')} WHERE overdue IS DISTINCT FROM ${isOverdue('$1')}`,
      [today],
    )
    return rowCount ?? 0
  },

  /** Unpaid bills due before today, most overdue first (computed from the date, never a stale flag). */
  async listOverdue(db: Queryable, today: string, limit: number): Promise<DueBill[]> {
    const { rows } = await db.query<DueBill>(
      `SELECT ${dueBillColumns} FROM bills WHERE ${isOverdue('$1')} ORDER BY due_date, id LIMIT $2`,
      [today, limit],
    )
    return rows
  },

  /** Unpaid bills due from `from` through `through`, soonest first. */
  async listDueBetween(db: Queryable, from: string, through: string, limit: number): Promise<DueBill[]> {
    const { rows } = await db.query<DueBill>(
      `SELECT ${dueBillColumns} FROM bills
       WHERE NOT paid AND due_date BETWEEN $1::date AND $2::date ORDER BY due_date, id LIMIT $3`,
      [from, through, limit],
    )
    return rows
  },
}

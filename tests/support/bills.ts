import type { Queryable } from '@studio/api/platform/db/pool'

export interface BillRow {
  /** The studio's household unless given. */
  householdId?: number
  owner: string
  name?: string
  amount?: string | number
  dueDate: string
  paid?: boolean
  overdue?: boolean
}

/** Inserts a bill straight into the table, flags as given (tests set up stale or odd states this way). */
export async function createBill(db: Queryable, bill: BillRow): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO bills (household_id, owner, name, amount, due_date, paid, overdue)
     VALUES (coalesce($7, (SELECT id FROM households WHERE studio)), $1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      bill.owner,
      bill.name ?? 'Water',
      bill.amount ?? '42.00',
      bill.dueDate,
      bill.paid ?? false,
      bill.overdue ?? false,
      bill.householdId ?? null,
    ],
  )
  return rows[0]!.id
}

export async function readBill(db: Queryable, id: number) {
  const { rows } = await db.query<{
    name: string
    amount: string
    dueDate: string
    paid: boolean
    overdue: boolean
  }>(
    `SELECT name, amount::text AS amount, to_char(due_date, 'YYYY-MM-DD') AS "dueDate", paid, overdue FROM bills WHERE id = $1`,
    [id],
  )
  return rows[0]
}

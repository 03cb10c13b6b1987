import type { Queryable } from '../platform/db/pool.ts'

export type ReminderKind = 'due-soon' | 'overdue'

/** One bill an account is to be reminded of, newly recorded (it was never mentioned for this due date). */
export interface NewReminder {
  /** The reminder's own id: the smallest of a digest names its mail (ids are never reused). */
  id: number
  userId: number
  email: string
  username: string
  kind: ReminderKind
  owner: string
  name: string
  amount: string
  dueDate: string
}

export const billRemindersRepository = {
  /**
   * Records, for every account with reminders on, each unpaid bill of its household that is overdue on
   * `today` or due by `through`, unless that account was already reminded of that bill, due date and kind;
   * returns only what it recorded now. One statement: runs that overlap record each reminder once.
   */
  async recordNew(db: Queryable, today: string, through: string): Promise<NewReminder[]> {
    const { rows } = await db.query<NewReminder>(
      `WITH due AS (
         SELECT users.id AS user_id, bills.id AS bill_id, bills.due_date,
                CASE WHEN bills.due_date < $1::date THEN 'overdue' ELSE 'due-soon' END AS kind
         FROM users JOIN bills ON bills.household_id = users.household_id
         WHERE users.bill_reminders AND NOT bills.paid AND bills.due_date <= $2::date
       ), recorded AS (
         INSERT INTO bill_reminders (user_id, bill_id, due_date, kind)
         SELECT user_id, bill_id, due_date, kind FROM due
         ON CONFLICT DO NOTHING
         RETURNING id, user_id, bill_id, kind
       )
       SELECT recorded.id, recorded.user_id AS "userId", users.email, users.username, recorded.kind,
              bills.owner, bills.name, bills.amount::text AS amount, to_char(bills.due_date, 'YYYY-MM-DD') AS "dueDate"
       FROM recorded JOIN users ON users.id = recorded.user_id JOIN bills ON bills.id = recorded.bill_id
       ORDER BY recorded.user_id, bills.due_date, bills.id`,
      [today, through],
    )
    return rows
  },
}

import type { Queryable } from '../platform/db/pool.ts'

export interface NewContactMessage {
  name: string
  email: string
  message: string
}

/** SQL for contact_messages (the dashboard reads the same table for its "first 3 contacts"). */
export const contactRepository = {
  async insert(db: Queryable, message: NewContactMessage): Promise<number> {
    const { rows } = await db.query<{ id: number }>(
      'INSERT INTO contact_messages (name, email, message) VALUES ($1, $2, $3) RETURNING id',
      [message.name, message.email, message.message],
    )
    return rows[0]!.id
  },
}

import type { ClientAccount, Milestone } from '../contract/portal-work.ts'
import type { Queryable } from '../platform/db/pool.ts'

/** SQL for milestones: one client's project timeline, kept in the order the admin gave. */
export const milestonesRepository = {
  /** Every client account (every account but the admins'), by name, with its count of sites under care. */
  async clientAccounts(db: Queryable): Promise<ClientAccount[]> {
    const { rows } = await db.query<ClientAccount>(
      `SELECT u.username, count(s.id)::int AS "siteCount"
         FROM users u LEFT JOIN sites s ON s.client_id = u.id
        WHERE u.role = 'client'
        GROUP BY u.id ORDER BY lower(u.username), u.id`,
    )
    return rows
  },

  async listOfClient(db: Queryable, clientId: number): Promise<Milestone[]> {
    const { rows } = await db.query<Milestone>(
      'SELECT title, due, done FROM milestones WHERE client_id = $1 ORDER BY position',
      [clientId],
    )
    return rows
  },

  /** Replaces the client's whole list (run it in a transaction). */
  async replace(db: Queryable, clientId: number, milestones: readonly Milestone[]): Promise<void> {
    await db.query('DELETE FROM milestones WHERE client_id = $1', [clientId])
    await db.query(
      `INSERT INTO milestones (client_id, position, title, due, done)
       SELECT $1, list.position - 1, list.title, list.due, list.done
       FROM unnest($2::text[], $3::date[], $4::boolean[]) WITH ORDINALITY AS list (title, due, done, position)`,
      [
        clientId,
        milestones.map((milestone) => milestone.title),
        milestones.map((milestone) => milestone.due),
        milestones.map((milestone) => milestone.done),
      ],
    )
  },
}

import type { Members } from '../contract/bills.schemas.ts'
import type { Queryable } from '../platform/db/pool.ts'
import type { SessionUserRecord } from '../accounts/users.repository.ts'

/** A household as stored: who its bills can belong to, and whether it is the studio's own. */
export interface HouseholdRow {
  id: number
  studio: boolean
  /** Null only for the studio's before the first start has written HOUSEHOLD_MEMBERS into it. */
  members: Members | null
}

/** A household whose members are named: what every bills call works in. */
export interface Household extends HouseholdRow {
  members: Members
}

/** A household and one of its users as the session check reads them: one row of users JOIN households. */
export interface HouseholdOfUser extends HouseholdRow {
  user: SessionUserRecord
}

const columns = 'id, studio, members'

/**
 * The columns and tables that re-read a user for the session check together with their household, for
 * the statements that do both in one round trip; `householdOfUser` turns such a row into its parts.
 */
export const userAndHouseholdColumns =
  'u.id, u.username, u.role, u.sessions_valid_after AS "sessionsValidAfter", ' +
  'u.household_id AS "householdId", h.studio, h.members'
export const usersJoinHouseholds = 'users u JOIN households h ON h.id = u.household_id'

type UserAndHouseholdRow = SessionUserRecord & Pick<HouseholdRow, 'studio' | 'members'>

export function householdOfUser({ studio, members, ...user }: UserAndHouseholdRow): HouseholdOfUser {
  return { id: user.householdId, studio, members, user }
}

/** SQL for the households table (and the bill owners that follow a rename). */
export const householdsRepository = {
  /** The user (for the session check) and their household; undefined when there is no such user. */
  async ofUser(db: Queryable, userId: number): Promise<HouseholdOfUser | undefined> {
    // Named: every bills request but the list (which reads its bills in the same statement) runs it.
    const { rows } = await db.query<UserAndHouseholdRow>({
      name: 'households-of-user',
      text: `SELECT ${userAndHouseholdColumns} FROM ${usersJoinHouseholds} WHERE u.id = $1`,
      values: [userId],
    })
    return rows[0] && householdOfUser(rows[0])
  },

  async studioId(db: Queryable): Promise<number> {
    const { rows } = await db.query<{ id: number }>('SELECT id FROM households WHERE studio')
    return rows[0]!.id
  },

  async insertPrivate(db: Queryable, members: Members): Promise<number> {
    const { rows } = await db.query<{ id: number }>(
      'INSERT INTO households (members) VALUES ($1) RETURNING id',
      [members],
    )
    return rows[0]!.id
  },

  /** The household, its row locked until the transaction ends (renames of one household queue up). */
  async lock(db: Queryable, id: number): Promise<HouseholdRow | undefined> {
    const { rows } = await db.query<HouseholdRow>(
      `SELECT ${columns} FROM households WHERE id = $1 FOR UPDATE`,
      [id],
    )
    return rows[0]
  },

  async lockStudio(db: Queryable): Promise<HouseholdRow> {
    const { rows } = await db.query<HouseholdRow>(`SELECT ${columns} FROM households WHERE studio FOR UPDATE`)
    return rows[0]!
  },

  /**
   * Renames the members position by position and moves their bills along. `from` is null when the studio
   * household gets its names for the first time: its bills already carry them. One CASE reads every owner
   * before it is written, so swapping the two names swaps the bills too.
   */
  async renameMembers(db: Queryable, id: number, from: Members | null, to: Members): Promise<void> {
    await db.query('UPDATE households SET members = $2 WHERE id = $1', [id, to])
    if (!from) return
    await db.query(
      `UPDATE bills SET owner = CASE owner WHEN $2 THEN $4 WHEN $3 THEN $5 END
       WHERE household_id = $1 AND owner IN ($2, $3)`,
      [id, ...from, ...to],
    )
  },
}

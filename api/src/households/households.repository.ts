import type { Queryable } from '../db/pool.ts'

export type Members = readonly [string, string]

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

const columns = 'id, studio, members'

/** SQL for the households table (and the bill owners that follow a rename). */
export const householdsRepository = {
  async findById(db: Queryable, id: number): Promise<HouseholdRow | undefined> {
    // Named: every bills request runs it.
    const { rows } = await db.query<HouseholdRow>({
      name: 'households-find-by-id',
      text: `SELECT ${columns} FROM households WHERE id = $1`,
      values: [id],
    })
    return rows[0]
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

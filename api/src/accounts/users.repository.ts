import type { Queryable } from '../platform/db/pool.ts'

export type Role = 'client' | 'admin'

export interface UserRecord {
  id: number
  username: string
  email: string
  passwordHash: string
  role: Role
  /** Session tokens signed before this are refused (set by a password reset or "sign out everywhere"). */
  sessionsValidAfter: Date | null
  householdId: number
}

/** What the per-request session check reads of a user. */
export type SessionUserRecord = Pick<
  UserRecord,
  'id' | 'username' | 'role' | 'sessionsValidAfter' | 'householdId'
>

const columns =
  'id, username, email, password_hash AS "passwordHash", role, sessions_valid_after AS "sessionsValidAfter", ' +
  'household_id AS "householdId"'

/** SQL for the users table. Usernames and emails are unique regardless of case. */
export const usersRepository = {
  async findById(db: Queryable, id: number): Promise<UserRecord | undefined> {
    // Named: every authenticated request runs it, and PostgreSQL keeps its plan per connection.
    const { rows } = await db.query<UserRecord>({
      name: 'users-find-by-id',
      text: `SELECT ${columns} FROM users WHERE id = $1`,
      values: [id],
    })
    return rows[0]
  },

  async findByUsername(db: Queryable, username: string): Promise<UserRecord | undefined> {
    const { rows } = await db.query<UserRecord>(
      `SELECT ${columns} FROM users WHERE lower(username) = lower($1)`,
      [username],
    )
    return rows[0]
  },

  async findByEmail(db: Queryable, email: string): Promise<UserRecord | undefined> {
    const { rows } = await db.query<UserRecord>(
      `SELECT ${columns} FROM users WHERE lower(email) = lower($1)`,
      [email],
    )
    return rows[0]
  },

  /** Inserts a user; resolves undefined when the username or email is already taken. */
  async insert(
    db: Queryable,
    user: { username: string; email: string; passwordHash: string; role: Role; householdId: number },
  ): Promise<UserRecord | undefined> {
    const { rows } = await db.query<UserRecord>(
      `INSERT INTO users (username, email, password_hash, role, household_id) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT DO NOTHING RETURNING ${columns}`,
      [user.username, user.email, user.passwordHash, user.role, user.householdId],
    )
    return rows[0]
  },

  /** Sets a new password and signs the account out everywhere (older session tokens stop working). */
  async updatePasswordHash(db: Queryable, id: number, passwordHash: string, at: Date): Promise<void> {
    await db.query('UPDATE users SET password_hash = $2, sessions_valid_after = $3 WHERE id = $1', [
      id,
      passwordHash,
      at,
    ])
  },

  /** Signs the account out everywhere: session tokens signed before `at` stop working. */
  async endSessionsBefore(db: Queryable, id: number, at: Date): Promise<void> {
    await db.query('UPDATE users SET sessions_valid_after = $2 WHERE id = $1', [id, at])
  },

  async billRemindersEnabled(db: Queryable, id: number): Promise<boolean> {
    const { rows } = await db.query<{ enabled: boolean }>(
      'SELECT bill_reminders AS enabled FROM users WHERE id = $1',
      [id],
    )
    return rows[0]?.enabled ?? false
  },

  async setBillReminders(db: Queryable, id: number, enabled: boolean): Promise<void> {
    await db.query('UPDATE users SET bill_reminders = $2 WHERE id = $1', [id, enabled])
  },
}

import { randomBytes } from 'node:crypto'
import type { Db } from '@studio/api/platform/db/pool'
import { signSessionToken } from '@studio/api/accounts/session-token'
import { createAccount } from '@studio/api/accounts/users.service'

export interface UserOptions {
  admin?: boolean
  username?: string
  email?: string
  password?: string
  /** 'studio': the studio's household, as `user:add --household studio` (admins always are). */
  household?: 'studio'
}

export interface CreatedUser {
  id: number
  username: string
  email: string
  password: string
  isAdmin: boolean
  householdId: number
}

/**
 * Inserts a user straight into the database (as `npm run user:add` would). Given the app's deps
 * (`server.deps`, or any `{ db, jwtSecret }`), it also returns a valid session token for that user; given
 * only a database, sign in with the returned password instead.
 */
export async function createUser(
  deps: { db: Db; jwtSecret: string },
  options?: UserOptions,
): Promise<CreatedUser & { token: string }>
export async function createUser(db: Db, options?: UserOptions): Promise<CreatedUser>
export async function createUser(
  target: Db | { db: Db; jwtSecret: string },
  options: UserOptions = {},
): Promise<CreatedUser & { token?: string }> {
  const suffix = randomBytes(4).toString('hex')
  const username = options.username ?? `user_${suffix}`
  const email = options.email ?? `${username.toLowerCase()}@example.test`
  const password = options.password ?? `pw-${randomBytes(8).toString('hex')}`
  const db = 'jwtSecret' in target ? target.db : target
  const inserted = await createAccount(db, {
    username,
    email,
    password,
    role: options.admin ? 'admin' : 'client',
    household: options.household ?? 'private',
  })
  const user = {
    id: inserted.id,
    username,
    email,
    password,
    isAdmin: inserted.role === 'admin',
    householdId: inserted.householdId,
  }
  return 'jwtSecret' in target ? { ...user, token: signSessionToken(target.jwtSecret, user.id) } : user
}

export interface SiteOptions {
  name?: string
  url?: string
}

/** Links a site under care to a client, as POST /api/portal/sites would, without checking it. */
export async function createSite(db: Db, clientId: number, options: SiteOptions = {}): Promise<number> {
  const suffix = randomBytes(4).toString('hex')
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO sites (client_id, name, url, next_check_at, next_audit_at)
     VALUES ($1, $2, $3, now(), now()) RETURNING id`,
    [clientId, options.name ?? `Site ${suffix}`, options.url ?? `https://site-${suffix}.example.test/`],
  )
  return rows[0]!.id
}

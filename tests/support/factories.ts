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
  /** When it was linked (ISO); now by default. */
  createdAt?: string
}

/**
 * Links a site under care to a client, as POST /api/portal/sites would, with its first check and audit a
 * day away: the monitor leaves it alone while a test seeds its figures.
 */
export async function createSite(db: Db, clientId: number, options: SiteOptions = {}): Promise<number> {
  const suffix = randomBytes(4).toString('hex')
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO sites (client_id, name, url, next_check_at, next_audit_at, created_at)
     VALUES ($1, $2, $3, now() + interval '1 day', now() + interval '1 day', coalesce($4, now()))
     RETURNING id`,
    [
      clientId,
      options.name ?? `Site ${suffix}`,
      options.url ?? `https://site-${suffix}.example.test/`,
      options.createdAt ?? null,
    ],
  )
  return rows[0]!.id
}

/** One day's figures of a site, as the monitor's rollup keeps them. */
export async function addSiteDay(
  db: Db,
  siteId: number,
  day: { day: string; checks: number; successes: number; medianMs?: number | null },
): Promise<void> {
  await db.query(
    'INSERT INTO site_days (site_id, day, checks, successes, median_ms) VALUES ($1, $2, $3, $4, $5)',
    [siteId, day.day, day.checks, day.successes, day.medianMs ?? null],
  )
}

/** One raw check of a site, as the monitor records it. */
export async function addSiteCheck(
  db: Db,
  siteId: number,
  check: { at: string; ok: boolean; responseMs?: number | null; certificateValidTo?: string | null },
): Promise<void> {
  await db.query(
    `INSERT INTO site_checks (site_id, checked_at, ok, status_code, response_ms, reason, certificate_valid_to)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      siteId,
      check.at,
      check.ok,
      check.ok ? 200 : null,
      check.responseMs ?? null,
      check.ok ? null : 'No answer within 10 seconds',
      check.certificateValidTo ?? null,
    ],
  )
}

export async function addSiteIncident(
  db: Db,
  siteId: number,
  incident: { startedAt: string; endedAt: string | null; reason: string },
): Promise<void> {
  await db.query(
    'INSERT INTO site_incidents (site_id, started_at, ended_at, reason) VALUES ($1, $2, $3, $4)',
    [siteId, incident.startedAt, incident.endedAt, incident.reason],
  )
}

/** A weekly audit of the site's home page: each check's id, sentence and whether it passed. */
export async function addSiteAudit(
  db: Db,
  siteId: number,
  audit: { at: string; results: { id: string; text: string; passed: boolean }[] },
): Promise<void> {
  const passed = audit.results.filter((result) => result.passed).length
  await db.query(
    'INSERT INTO site_audits (site_id, audited_at, passed, total, results) VALUES ($1, $2, $3, $4, $5)',
    [siteId, audit.at, passed, audit.results.length, JSON.stringify(audit.results)],
  )
}

import type { SiteStatus } from '../contract/portal-sites.ts'
import type { Queryable } from '../platform/db/pool.ts'
import type { AuditCheck } from '../roast-toast/audit-rules.ts'
import type { ProbeResult } from './site-probe.ts'

// SQL of the monitor: recording checks under the site row's lock, the alerts' once-only keys, the
// dispatcher's due times, daily figures and audits (migrations/0008_portal_sites.ts).

/** The site row, locked for the rest of the caller's transaction, with whom to mail. */
export interface LockedSite {
  id: number
  name: string
  url: string
  status: SiteStatus
  consecutiveFailures: number
  failureCountedAt: Date | null
  lastCheckedAt: Date | null
  client: string
  clientEmail: string
}

export type AlertKind = 'down' | 'up' | 'certificate-21' | 'certificate-7'

export const monitorRepository = {
  /** Waits for any other check of the site to commit: one state change at a time, in commit order. */
  async lockSite(db: Queryable, siteId: number): Promise<LockedSite | undefined> {
    const { rows } = await db.query<LockedSite>(
      `SELECT s.id::int AS id, s.name, s.url, s.status, s.consecutive_failures AS "consecutiveFailures",
              s.failure_counted_at AS "failureCountedAt", s.last_checked_at AS "lastCheckedAt", u.username AS client, u.email AS "clientEmail"
         FROM sites s JOIN users u ON u.id = s.client_id
        WHERE s.id = $1
          FOR UPDATE OF s`,
      [siteId],
    )
    return rows[0]
  },

  async siteUrl(db: Queryable, siteId: number): Promise<string | undefined> {
    const { rows } = await db.query<{ url: string }>('SELECT url FROM sites WHERE id = $1', [siteId])
    return rows[0]?.url
  },

  /** The raw check, and its count in the site's day (America/New_York). */
  async recordCheck(db: Queryable, siteId: number, probe: ProbeResult, dueAt: Date | null): Promise<void> {
    await db.query(
      `WITH raw AS (
         INSERT INTO site_checks
           (site_id, checked_at, due_at, ok, status_code, response_ms, reason, certificate_valid_to)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       )
       INSERT INTO site_days (site_id, day, checks, successes)
       VALUES ($1, ($2::timestamptz AT TIME ZONE 'America/New_York')::date, 1, $4::boolean::int)
       ON CONFLICT (site_id, day) DO UPDATE
         SET checks = site_days.checks + 1, successes = site_days.successes + excluded.successes`,
      [
        siteId,
        probe.at,
        dueAt,
        probe.ok,
        probe.statusCode,
        probe.responseMs,
        probe.reason,
        probe.certificateValidTo,
      ],
    )
  },

  async updateSite(
    db: Queryable,
    siteId: number,
    next: { status: SiteStatus; consecutiveFailures: number; failureCountedAt: Date | null },
    probe: ProbeResult,
  ): Promise<void> {
    await db.query(
      `UPDATE sites SET status = $2, consecutive_failures = $3, failure_counted_at = $9,
              last_checked_at = $4, response_ms = $5,
              last_reason = $6, last_failure = $8, certificate_valid_to = CASE WHEN url LIKE 'https:%'
                THEN coalesce($7, certificate_valid_to) END
        WHERE id = $1`,
      [
        siteId,
        next.status,
        next.consecutiveFailures,
        probe.at,
        probe.responseMs,
        probe.reason,
        probe.certificateValidTo,
        probe.failure,
        next.failureCountedAt,
      ],
    )
  },

  async openIncident(db: Queryable, siteId: number, startedAt: Date, reason: string): Promise<number> {
    const { rows } = await db.query<{ id: number }>(
      'INSERT INTO site_incidents (site_id, started_at, reason) VALUES ($1, $2, $3) RETURNING id::int AS id',
      [siteId, startedAt, reason],
    )
    return rows[0]!.id
  },

  /** Ends the site's open incident; undefined when none is open. */
  async closeIncident(db: Queryable, siteId: number, endedAt: Date) {
    const { rows } = await db.query<{ id: number; startedAt: Date }>(
      `UPDATE site_incidents SET ended_at = greatest($2, started_at) WHERE site_id = $1 AND ended_at IS NULL
       RETURNING id::int AS id, started_at AS "startedAt"`,
      [siteId, endedAt],
    )
    return rows[0]
  },

  /**
   * Records that an alert is decided; its id when this is the first time, undefined when it was already
   * (the unique keys of site_alerts: per incident and kind, per certificate and threshold).
   */
  async claimAlert(
    db: Queryable,
    siteId: number,
    kind: AlertKind,
    key: { incidentId: number } | { certificateValidTo: Date },
  ): Promise<number | undefined> {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO site_alerts (site_id, kind, incident_id, certificate_valid_to) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING RETURNING id::int AS id`,
      [
        siteId,
        kind,
        'incidentId' in key ? key.incidentId : null,
        'certificateValidTo' in key ? key.certificateValidTo : null,
      ],
    )
    return rows[0]?.id
  },

  /**
   * Takes the sites with a check due before `until` (skipping rows another dispatcher holds), for the
   * caller's transaction; `moveNextChecks` then writes their next due times.
   */
  async claimDueChecks(db: Queryable, until: Date): Promise<{ id: number; nextCheckAt: Date }[]> {
    const { rows } = await db.query<{ id: number; nextCheckAt: Date }>(
      `SELECT id::int AS id, next_check_at AS "nextCheckAt" FROM sites WHERE next_check_at < $1
        ORDER BY next_check_at FOR UPDATE SKIP LOCKED`,
      [until],
    )
    return rows
  },

  async moveNextChecks(db: Queryable, next: { id: number; nextCheckAt: Date }[]): Promise<void> {
    if (next.length === 0) return
    await db.query(
      `UPDATE sites SET next_check_at = moved.at
         FROM unnest($1::bigint[], $2::timestamptz[]) AS moved (id, at) WHERE sites.id = moved.id`,
      [next.map((site) => site.id), next.map((site) => site.nextCheckAt)],
    )
  },

  /** Takes up to `limit` sites whose weekly audit is due and moves their next audit a week on. */
  async claimDueAudits(db: Queryable, now: Date, limit: number): Promise<{ id: number; dueAt: Date }[]> {
    const { rows } = await db.query<{ id: number; dueAt: Date }>(
      `WITH due AS (
         SELECT id, next_audit_at FROM sites WHERE next_audit_at <= $1
          ORDER BY next_audit_at LIMIT $2 FOR UPDATE SKIP LOCKED
       )
       UPDATE sites SET next_audit_at = $1::timestamptz + interval '7 days' FROM due WHERE sites.id = due.id
       RETURNING sites.id::int AS id, due.next_audit_at AS "dueAt"`,
      [now, limit],
    )
    return rows
  },

  async insertAudit(db: Queryable, siteId: number, at: Date, checks: readonly AuditCheck[]): Promise<void> {
    const passed = checks.filter((check) => check.passed).length
    await db.query(
      `INSERT INTO site_audits (site_id, audited_at, passed, total, results)
       SELECT $1, $2, $3, $4, $5 WHERE EXISTS (SELECT 1 FROM sites WHERE id = $1)`,
      [siteId, at, passed, checks.length, JSON.stringify(checks)],
    )
  },

  /** Recomputes each site's median response time (successful checks) for `now`'s New York day and the one before. */
  async rollUpMedians(db: Queryable, now: Date): Promise<number> {
    const { rowCount } = await db.query(
      `UPDATE site_days SET median_ms = figures.median_ms
         FROM (
           SELECT site_id, (checked_at AT TIME ZONE 'America/New_York')::date AS day,
                  round(percentile_cont(0.5) WITHIN GROUP (ORDER BY response_ms))::int AS median_ms
             FROM site_checks
            WHERE checked_at >= (date_trunc('day', $1::timestamptz AT TIME ZONE 'America/New_York')
                                 - interval '1 day') AT TIME ZONE 'America/New_York'
              AND ok AND response_ms IS NOT NULL
            GROUP BY 1, 2
         ) AS figures
        WHERE site_days.site_id = figures.site_id AND site_days.day = figures.day
          AND site_days.median_ms IS DISTINCT FROM figures.median_ms`,
      [now],
    )
    return rowCount ?? 0
  },
}

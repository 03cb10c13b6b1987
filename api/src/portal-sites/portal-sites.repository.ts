import type { SiteAuditSummary, SiteStatus } from '../contract/portal-sites.ts'
import type { Queryable } from '../platform/db/pool.ts'

// SQL for the sites under care and what the monitor writes about them (migrations/0008_portal_sites.ts).
// Days are America/New_York days.

const newYorkDay = (column: string) => `(${column} AT TIME ZONE 'America/New_York')::date`

/** A site as the API describes it, before the figures become the wire shape. */
export interface SiteRecord {
  id: number
  name: string
  url: string
  client: string
  status: SiteStatus
  lastCheckedAt: Date | null
  responseMs: number | null
  lastFailure: string | null
  consecutiveFailures: number
  certificateValidTo: Date | null
  checks30d: number
  successes30d: number
  latestAudit: { at: Date; passed: number; total: number } | null
  analyticsKey: string
  lastVisitAt: Date | null
}

const siteSelect = `
  SELECT s.id::int AS id, s.name, s.url, u.username AS client, s.status,
         s.last_checked_at AS "lastCheckedAt", s.response_ms AS "responseMs",
         s.last_failure AS "lastFailure", s.consecutive_failures AS "consecutiveFailures",
         s.certificate_valid_to AS "certificateValidTo",
         coalesce(days.checks, 0)::int AS "checks30d", coalesce(days.successes, 0)::int AS "successes30d",
         CASE WHEN audit.audited_at IS NULL THEN NULL
              ELSE json_build_object('at', audit.audited_at, 'passed', audit.passed, 'total', audit.total)
         END AS "latestAudit",
         s.analytics_key AS "analyticsKey", visit.last_visit_at AS "lastVisitAt"
    FROM sites s
    JOIN users u ON u.id = s.client_id
    LEFT JOIN site_last_visits visit ON visit.site_id = s.id
    LEFT JOIN LATERAL (
      SELECT sum(d.checks) AS checks, sum(d.successes) AS successes FROM site_days d
       WHERE d.site_id = s.id AND d.day > ${newYorkDay('$1::timestamptz')} - 30
    ) days ON true
    LEFT JOIN LATERAL (
      SELECT a.audited_at, a.passed, a.total FROM site_audits a
       WHERE a.site_id = s.id ORDER BY a.audited_at DESC, a.id DESC LIMIT 1
    ) audit ON true`

/** json_build_object hands the audit's time back as text. */
function withAuditDate(
  row: SiteRecord & { latestAudit: (Omit<SiteAuditSummary, 'at'> & { at: string }) | null },
) {
  return { ...row, latestAudit: row.latestAudit && { ...row.latestAudit, at: new Date(row.latestAudit.at) } }
}

export const portalSitesRepository = {
  async insert(
    db: Queryable,
    site: { clientId: number; name: string; url: string; firstCheckAt: Date },
  ): Promise<number> {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO sites (client_id, name, url, next_check_at, next_audit_at) VALUES ($1, $2, $3, $4, now())
       RETURNING id::int AS id`,
      [site.clientId, site.name, site.url, site.firstCheckAt],
    )
    return rows[0]!.id
  },

  /** Sites newest first: every one, or one client's (`clientId`), or the one with `siteId`. */
  async list(
    db: Queryable,
    now: Date,
    filter: { clientId?: number; siteId?: number } = {},
  ): Promise<SiteRecord[]> {
    const { rows } = await db.query(
      `${siteSelect}
        WHERE ($2::bigint IS NULL OR s.client_id = $2) AND ($3::bigint IS NULL OR s.id = $3)
        ORDER BY s.created_at DESC, s.id DESC`,
      [now, filter.clientId ?? null, filter.siteId ?? null],
    )
    return rows.map(withAuditDate)
  },

  /** The site's owner, or undefined when there is no such site. */
  async ownerOf(db: Queryable, siteId: number): Promise<number | undefined> {
    const { rows } = await db.query<{ clientId: number }>(
      'SELECT client_id::int AS "clientId" FROM sites WHERE id = $1',
      [siteId],
    )
    return rows[0]?.clientId
  },

  /**
   * The 30 days up to `now`'s day, oldest first, with zeros for days without checks. Today's median is
   * taken from its checks as they stand (the hourly roll-up has not reached the newest ones yet).
   */
  async lastThirtyDays(db: Queryable, siteId: number, now: Date) {
    const { rows } = await db.query<{
      date: string
      checks: number
      successes: number
      medianMs: number | null
    }>(
      `WITH today AS (SELECT ${newYorkDay('$2::timestamptz')} AS day)
       SELECT to_char(days.day, 'YYYY-MM-DD') AS date, coalesce(d.checks, 0) AS checks,
              coalesce(d.successes, 0) AS successes,
              CASE WHEN days.day = today.day THEN (
                SELECT round(percentile_cont(0.5) WITHIN GROUP (ORDER BY c.response_ms))::int FROM site_checks c
                 WHERE c.site_id = $1 AND c.ok AND c.response_ms IS NOT NULL
                   AND c.checked_at >= today.day::timestamp AT TIME ZONE 'America/New_York'
              ) ELSE d.median_ms END AS "medianMs"
         FROM today, (SELECT ${newYorkDay('$2::timestamptz')} - back AS day FROM generate_series(0, 29) AS back) AS days
         LEFT JOIN site_days d ON d.site_id = $1 AND d.day = days.day
        ORDER BY days.day`,
      [siteId, now],
    )
    return rows
  },

  /** Incidents that started in the last 30 days, and any still open, newest first. */
  async recentIncidents(db: Queryable, siteId: number, now: Date) {
    const { rows } = await db.query<{ startedAt: Date; endedAt: Date | null; reason: string }>(
      `SELECT started_at AS "startedAt", ended_at AS "endedAt", reason FROM site_incidents
        WHERE site_id = $1 AND (started_at > $2::timestamptz - interval '30 days' OR ended_at IS NULL)
        ORDER BY started_at DESC, id DESC`,
      [siteId, now],
    )
    return rows
  },

  async delete(db: Queryable, siteId: number): Promise<boolean> {
    const { rowCount } = await db.query('DELETE FROM sites WHERE id = $1', [siteId])
    return rowCount === 1
  },
}

import type { SiteIncident } from '../contract/portal-sites.ts'
import type { Queryable } from '../platform/db/pool.ts'
import type { AuditCheck } from './report-figures.ts'

/** A month in America/New_York as instants: [from, to). */
export interface MonthSpan {
  from: Date
  to: Date
  /** 'YYYY-MM-DD' of the month's first day and of the next month's, for the per-day table. */
  firstDay: string
  nextFirstDay: string
}

export interface MonthRows {
  checks: number
  successes: number
  /** The median of the month's raw successful checks, while they are kept; null after pruning. */
  rawMedianMs: number | null
  dayMedians: number[]
  incidents: SiteIncident[]
  certificate: { validTo: Date; readAt: Date } | null
  latestAudit: AuditCheck[] | null
  previousAudit: AuditCheck[] | null
}

/**
 * What a monthly report is drafted from, read from the monitor's tables (site_days, site_checks,
 * site_incidents, site_audits) for one site and month. Read only: the monitor owns and writes them.
 */
export const monthFiguresRepository = {
  async span(db: Queryable, firstDay: string, nextFirstDay: string): Promise<MonthSpan> {
    const { rows } = await db.query<{ from: Date; to: Date }>(
      `SELECT $1::date::timestamp AT TIME ZONE 'America/New_York' AS "from",
              $2::date::timestamp AT TIME ZONE 'America/New_York' AS "to"`,
      [firstDay, nextFirstDay],
    )
    return { ...rows[0]!, firstDay, nextFirstDay }
  },

  async read(db: Queryable, siteId: number, month: MonthSpan): Promise<MonthRows> {
    const { rows } = await db.query<MonthRows & { latestAudit: AuditCheck[] | null }>(
      `SELECT
         (SELECT coalesce(sum(checks), 0)::int FROM site_days
           WHERE site_id = $1 AND day >= $4::date AND day < $5::date) AS checks,
         (SELECT coalesce(sum(successes), 0)::int FROM site_days
           WHERE site_id = $1 AND day >= $4::date AND day < $5::date) AS successes,
         (SELECT round(percentile_cont(0.5) WITHIN GROUP (ORDER BY response_ms))::int FROM site_checks
           WHERE site_id = $1 AND checked_at >= $2 AND checked_at < $3 AND ok AND response_ms IS NOT NULL)
           AS "rawMedianMs",
         (SELECT coalesce(array_agg(median_ms), '{}') FROM site_days
           WHERE site_id = $1 AND day >= $4::date AND day < $5::date AND median_ms IS NOT NULL) AS "dayMedians",
         (SELECT coalesce(json_agg(json_build_object('startedAt', started_at, 'endedAt', ended_at,
                   'reason', reason) ORDER BY started_at), '[]')
           FROM site_incidents
           WHERE site_id = $1 AND started_at < $3 AND (ended_at IS NULL OR ended_at >= $2)) AS incidents,
         (SELECT json_build_object('validTo', certificate_valid_to, 'readAt', checked_at) FROM site_checks
           WHERE site_id = $1 AND checked_at >= $2 AND checked_at < $3 AND certificate_valid_to IS NOT NULL
           ORDER BY checked_at DESC LIMIT 1) AS certificate,
         (SELECT results FROM site_audits WHERE site_id = $1 AND audited_at >= $2 AND audited_at < $3
           ORDER BY audited_at DESC, id DESC LIMIT 1) AS "latestAudit",
         (SELECT results FROM site_audits WHERE site_id = $1 AND audited_at < $2
           ORDER BY audited_at DESC, id DESC LIMIT 1) AS "previousAudit"`,
      [siteId, month.from, month.to, month.firstDay, month.nextFirstDay],
    )
    const row = rows[0]!
    const certificate = row.certificate as unknown as { validTo: string; readAt: string } | null
    return {
      ...row,
      incidents: row.incidents.map((incident) => ({
        ...incident,
        startedAt: new Date(incident.startedAt).toISOString(),
        endedAt: incident.endedAt && new Date(incident.endedAt).toISOString(),
      })),
      certificate: certificate && {
        validTo: new Date(certificate.validTo),
        readAt: new Date(certificate.readAt),
      },
    }
  },
}

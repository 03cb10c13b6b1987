import type { Report, ReportSummary } from '../contract/portal-work.ts'
import type { Queryable } from '../platform/db/pool.ts'

/** A report's figures as drafted: everything of a report but who it is for and what is written later. */
export type ReportFigures = Pick<
  Report,
  | 'uptime'
  | 'checks'
  | 'incidents'
  | 'medianMs'
  | 'certificate'
  | 'audit'
  | 'requestsDone'
  | 'traffic'
  | 'vitals'
>

/** Who may see a report: the admin every one, drafts too (null); a client only their own published ones. */
export type ReportViewer = { clientId: number | null }

type ReportRow = Omit<Report, 'publishedAt' | 'uptime'> & { publishedAt: Date | null; uptime: string | null }

const selectReports = `
  SELECT r.id, r.site_id AS "siteId", s.name AS "siteName", s.url AS "siteUrl", u.username AS client, r.month,
         r.uptime, r.checks, r.incidents, r.median_ms AS "medianMs", r.certificate, r.audit,
         r.requests_done AS "requestsDone", r.traffic, r.vitals, r.roadmap, r.published_at AS "publishedAt"
  FROM reports r JOIN sites s ON s.id = r.site_id JOIN users u ON u.id = s.client_id`

const visibleTo = (parameter: string) =>
  `(${parameter}::bigint IS NULL OR (s.client_id = ${parameter} AND r.published_at IS NOT NULL))`

/** The figure columns' values, in the order of `figureColumns`. */
const figureColumns =
  'uptime, checks, incidents, median_ms, certificate, audit, requests_done, traffic, vitals'
const figureValues = (figures: ReportFigures) => [
  figures.uptime,
  figures.checks,
  JSON.stringify(figures.incidents),
  figures.medianMs,
  figures.certificate && JSON.stringify(figures.certificate),
  figures.audit && JSON.stringify(figures.audit),
  JSON.stringify(figures.requestsDone),
  JSON.stringify(figures.traffic),
  JSON.stringify(figures.vitals),
]

function toReport(row: ReportRow): Report {
  return {
    ...row,
    uptime: row.uptime === null ? null : Number(row.uptime),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  }
}

/** SQL for reports: one per site and month, drafted, given a roadmap, published. */
export const monthlyReportsRepository = {
  /** Inserts a draft; undefined when the site already has a report for that month. */
  async insertDraft(
    db: Queryable,
    siteId: number,
    month: string,
    figures: ReportFigures,
  ): Promise<number | undefined> {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO reports (site_id, month, ${figureColumns})
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (site_id, month) DO NOTHING RETURNING id`,
      [siteId, month, ...figureValues(figures)],
    )
    return rows[0]?.id
  },

  /**
   * The draft whose figures were computed before its month ended (a month-to-date draft), to compute again;
   * undefined for a published report, or a draft made after its month.
   */
  async staleDraft(db: Queryable, id: number): Promise<{ siteId: number; month: string } | undefined> {
    const { rows } = await db.query<{ siteId: number; month: string }>(
      `SELECT site_id::int AS "siteId", month FROM reports
        WHERE id = $1 AND published_at IS NULL
          AND figures_at < ((month || '-01')::date + interval '1 month')::timestamp AT TIME ZONE 'America/New_York'`,
      [id],
    )
    return rows[0]
  },

  /** Replaces a draft's figures with `figures`, computed now (a published report keeps its own). */
  async refreshDraft(db: Queryable, id: number, figures: ReportFigures): Promise<void> {
    await db.query(
      `UPDATE reports SET (${figureColumns}, figures_at) = ($2, $3, $4, $5, $6, $7, $8, $9, $10, now())
        WHERE id = $1 AND published_at IS NULL`,
      [id, ...figureValues(figures)],
    )
  },

  /** Where a report stands: undefined when there is none. */
  async stateOf(db: Queryable, id: number): Promise<{ month: string; published: boolean } | undefined> {
    const { rows } = await db.query<{ month: string; published: boolean }>(
      'SELECT month, published_at IS NOT NULL AS published FROM reports WHERE id = $1',
      [id],
    )
    return rows[0]
  },

  async find(db: Queryable, id: number, viewer: ReportViewer): Promise<Report | undefined> {
    const { rows } = await db.query<ReportRow>(`${selectReports} WHERE r.id = $1 AND ${visibleTo('$2')}`, [
      id,
      viewer.clientId,
    ])
    return rows[0] && toReport(rows[0])
  },

  /** Newest month first. */
  async list(db: Queryable, viewer: ReportViewer): Promise<ReportSummary[]> {
    const { rows } = await db.query<ReportSummary & { publishedAt: Date | null }>(
      `SELECT r.id, r.site_id AS "siteId", s.name AS "siteName", r.month, r.published_at AS "publishedAt"
       FROM reports r JOIN sites s ON s.id = r.site_id
       WHERE ${visibleTo('$1')} ORDER BY r.month DESC, s.name, r.id`,
      [viewer.clientId],
    )
    return rows.map((row) => ({ ...row, publishedAt: row.publishedAt?.toISOString() ?? null }))
  },

  /** Sets a draft's roadmap; false when there is no such draft (none, or published). */
  async setRoadmap(db: Queryable, id: number, roadmap: string): Promise<boolean> {
    const { rowCount } = await db.query(
      'UPDATE reports SET roadmap = $2 WHERE id = $1 AND published_at IS NULL',
      [id, roadmap],
    )
    return rowCount === 1
  },

  /** Marks the report published; false when it was published already (or does not exist). */
  async publish(db: Queryable, id: number): Promise<boolean> {
    const { rowCount } = await db.query(
      'UPDATE reports SET published_at = now() WHERE id = $1 AND published_at IS NULL',
      [id],
    )
    return rowCount === 1
  },

  /** The sites without a report for `month` that existed before the month ended: the 1st's drafts. */
  async sitesWithoutReport(db: Queryable, month: string, monthEnd: Date): Promise<number[]> {
    const { rows } = await db.query<{ id: number }>(
      `SELECT s.id FROM sites s
       WHERE s.created_at < $2 AND NOT EXISTS (SELECT 1 FROM reports r WHERE r.site_id = s.id AND r.month = $1)
       ORDER BY s.id`,
      [month, monthEnd],
    )
    return rows.map((row) => row.id)
  },
}

import type { Queryable } from '../platform/db/pool.ts'

/** How many rows the retention job deleted, per kind. */
export interface PrunedRecords {
  visits: number
  askUsage: number
  roastAudits: number
  contactMessages: number
  mailLog: number
  oneTimeTokens: number
  outbox: number
  siteChecks: number
  updateRequests: number
}

export const retentionRepository = {
  /**
   * Deletes, in one statement, every visit, assistant question, site audit, contact message, mail log entry,
   * one-time link that expired, done outbox row and update request done (with its thread, untouched since)
   * from before `cutoff`, and every raw site check from before `siteChecksCutoff` (their daily figures stay).
   * Outbox rows whose job is not done and requests not done stay whatever their age: they still have work to
   * do. Accounts and their bills stay while the account does; an account's requests go with it.
   */
  async deleteRecordsBefore(db: Queryable, cutoff: Date, siteChecksCutoff: Date): Promise<PrunedRecords> {
    const { rows } = await db.query<PrunedRecords>(
      `WITH visits AS (DELETE FROM visits WHERE visited_at < $1 RETURNING 1),
            ask AS (DELETE FROM ask_usage WHERE created_at < $1 RETURNING 1),
            audits AS (DELETE FROM roast_audits WHERE created_at < $1 RETURNING 1),
            contact AS (DELETE FROM contact_messages WHERE created_at < $1 RETURNING 1),
            mail AS (DELETE FROM mail_log WHERE sent_at < $1 RETURNING 1),
            tokens AS (DELETE FROM one_time_tokens WHERE expires_at < $1 RETURNING 1),
            outbox AS (DELETE FROM job_outbox WHERE done_at < $1 RETURNING 1),
            site_checks AS (DELETE FROM site_checks WHERE checked_at < $2 RETURNING 1),
            requests AS (
              DELETE FROM update_requests WHERE done_at < $1 AND updated_at < $1 RETURNING 1
            )
       SELECT (SELECT count(*) FROM visits)::int AS "visits",
              (SELECT count(*) FROM ask)::int AS "askUsage",
              (SELECT count(*) FROM audits)::int AS "roastAudits",
              (SELECT count(*) FROM contact)::int AS "contactMessages",
              (SELECT count(*) FROM mail)::int AS "mailLog",
              (SELECT count(*) FROM tokens)::int AS "oneTimeTokens",
              (SELECT count(*) FROM outbox)::int AS "outbox",
              (SELECT count(*) FROM site_checks)::int AS "siteChecks",
              (SELECT count(*) FROM requests)::int AS "updateRequests"`,
      [cutoff, siteChecksCutoff],
    )
    return rows[0]!
  },
}

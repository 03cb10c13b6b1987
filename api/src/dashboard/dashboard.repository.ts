import type { AskUsage, ContactInquiry, RoastAuditUsage } from '../contract/dashboard.ts'
import type { Queryable } from '../platform/db/pool.ts'

// The admin overview's activity lists, newest first (the id breaks ties between rows of the same instant),
// each bounded by a LIMIT so the overview stays fast however large the tables grow.

export const dashboardRepository = {
  async recentContacts(db: Queryable, limit: number): Promise<ContactInquiry[]> {
    const { rows } = await db.query<ContactInquiry>(
      'SELECT id, name, email, message, created_at FROM contact_messages ORDER BY created_at DESC, id DESC LIMIT $1',
      [limit],
    )
    return rows
  },

  async recentAskUsage(db: Queryable, limit: number): Promise<AskUsage[]> {
    const { rows } = await db.query<AskUsage>(
      'SELECT id, prompt, response, created_at FROM ask_usage ORDER BY created_at DESC, id DESC LIMIT $1',
      [limit],
    )
    return rows
  },

  async recentRoastAudits(db: Queryable, limit: number): Promise<RoastAuditUsage[]> {
    const { rows } = await db.query<RoastAuditUsage>(
      'SELECT id, url, roast, toast, load_time, created_at FROM roast_audits ORDER BY created_at DESC, id DESC LIMIT $1',
      [limit],
    )
    return rows
  },
}

import type { Queryable } from '../db/pool.ts'

// The admin overview's activity lists, newest first (the id breaks ties between rows of the same instant),
// each bounded by a LIMIT so the overview stays fast however large the tables grow.

export interface ContactInquiry {
  id: number
  name: string
  email: string
  message: string
  created_at: string
}

export interface AskUsage {
  id: number
  prompt: string
  response: string
  created_at: string
}

export interface RoastAuditUsage {
  id: number
  url: string
  roast: string[]
  toast: string[]
  load_time: number
  created_at: string
}

/** Overdue bills as the overview lists them (docs/product.md#studio-overview). */
export interface OverdueBill {
  id: number
  name: string
  amount: number
  dueDate: string
}

/**
 * Upcoming payments as the overview lists them (the reply keeps `due_date` here, unlike a bill:
 * README.md#http-api).
 */
export interface UpcomingBill {
  id: number
  owner: string
  name: string
  amount: number
  due_date: string
}

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

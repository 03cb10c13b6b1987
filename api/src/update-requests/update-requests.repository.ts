import type { RequestStatus, UpdateRequest } from '../contract/portal-work.ts'
import type { NewRequest } from '../contract/portal-work.schemas.ts'
import type { Queryable } from '../platform/db/pool.ts'

interface RequestRow extends Omit<UpdateRequest, 'createdAt' | 'updatedAt' | 'waitingSince'> {
  createdAt: Date
  updatedAt: Date
  waitingSince: Date | null
}

// A request as the API answers it; `waitingSince` is null once done (nobody waits on a closed request).
const selectRequests = `
  SELECT r.id, r.title, r.status, r.site_id AS "siteId", s.name AS "siteName", u.username AS client,
         r.created_at AS "createdAt", r.updated_at AS "updatedAt", r.body, r.last_author AS "lastAuthor",
         CASE WHEN r.status = 'done' THEN NULL ELSE r.waiting_since END AS "waitingSince"
  FROM update_requests r JOIN users u ON u.id = r.client_id LEFT JOIN sites s ON s.id = r.site_id`

function toRequest(row: RequestRow): UpdateRequest {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    waitingSince: row.waitingSince?.toISOString() ?? null,
  }
}

/** Who may see a request: the admin sees every one (null), a client only their own. */
export type RequestViewer = { clientId: number | null }

/** SQL for update_requests: a client's requests to the studio and where each stands. */
export const updateRequestsRepository = {
  /** Inserts the request; undefined when its site is not one of the client's. */
  async insert(db: Queryable, clientId: number, request: NewRequest): Promise<UpdateRequest | undefined> {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO update_requests (client_id, site_id, title, body, waiting_since)
       SELECT $1, $2, $3, $4, now()
       WHERE $2::bigint IS NULL OR EXISTS (SELECT 1 FROM sites WHERE id = $2 AND client_id = $1)
       RETURNING id`,
      [clientId, request.siteId, request.title, request.body],
    )
    return rows[0] && this.find(db, rows[0].id, { clientId })
  },

  async find(db: Queryable, id: number, viewer: RequestViewer): Promise<UpdateRequest | undefined> {
    const { rows } = await db.query<RequestRow>(
      `${selectRequests} WHERE r.id = $1 AND ($2::bigint IS NULL OR r.client_id = $2)`,
      [id, viewer.clientId],
    )
    return rows[0] && toRequest(rows[0])
  },

  /** Newest first, of one status or all. */
  async list(
    db: Queryable,
    viewer: RequestViewer,
    status: RequestStatus | undefined,
  ): Promise<UpdateRequest[]> {
    const { rows } = await db.query<RequestRow>(
      `${selectRequests}
       WHERE ($1::bigint IS NULL OR r.client_id = $1) AND ($2::text IS NULL OR r.status = $2)
       ORDER BY r.created_at DESC, r.id DESC`,
      [viewer.clientId, status ?? null],
    )
    return rows.map(toRequest)
  },

  /** Every request not done: those waiting for the studio first, the longest waiting first. */
  async inbox(db: Queryable): Promise<UpdateRequest[]> {
    const { rows } = await db.query<RequestRow>(
      `${selectRequests} WHERE r.status <> 'done'
       ORDER BY r.waiting_since ASC NULLS LAST, r.updated_at ASC, r.id ASC`,
    )
    return rows.map(toRequest)
  },

  /**
   * Records a new message's author: the client starts (or keeps) waiting, the studio's answer ends it. The
   * client writing in a done request reopens it, back in the studio's inbox. True when it reopened.
   */
  async noteMessage(db: Queryable, id: number, fromStudio: boolean): Promise<boolean> {
    const { rows } = await db.query<{ reopened: boolean }>(
      `UPDATE update_requests r SET updated_at = now(),
         last_author = CASE WHEN $2 THEN 'studio' ELSE 'client' END,
         waiting_since = CASE WHEN $2 THEN NULL WHEN r.status = 'done' THEN now()
                              ELSE coalesce(r.waiting_since, now()) END,
         status = CASE WHEN NOT $2 AND r.status = 'done' THEN 'open' ELSE r.status END,
         done_at = CASE WHEN NOT $2 AND r.status = 'done' THEN NULL ELSE r.done_at END
       FROM update_requests before WHERE r.id = $1 AND before.id = r.id
       RETURNING before.status = 'done' AND r.status = 'open' AS reopened`,
      [id, fromStudio],
    )
    return rows[0]?.reopened ?? false
  },

  /** True when the client has at least one site under care (only they write to the studio). */
  async hasSiteUnderCare(db: Queryable, clientId: number): Promise<boolean> {
    const { rows } = await db.query('SELECT 1 FROM sites WHERE client_id = $1 LIMIT 1', [clientId])
    return rows.length > 0
  },

  /**
   * Holds the account's portal writes in line until the caller's transaction ends, so two at once cannot
   * both pass a daily cap counted just before.
   */
  async lockClientWrites(db: Queryable, clientId: number): Promise<void> {
    await db.query("SELECT pg_advisory_xact_lock(hashtext('portal-writes'), $1::int)", [clientId])
  },

  /** When the client filed its `nth` newest request since `since`; undefined with fewer. */
  async nthNewestFiledSince(db: Queryable, clientId: number, since: Date, nth: number) {
    const { rows } = await db.query<{ at: Date }>(
      `SELECT created_at AS at FROM update_requests WHERE client_id = $1 AND created_at > $2
        ORDER BY created_at DESC OFFSET $3 - 1 LIMIT 1`,
      [clientId, since, nth],
    )
    return rows[0]?.at
  },

  /** Sets the status; true when it changed. */
  async setStatus(db: Queryable, id: number, status: RequestStatus): Promise<boolean> {
    const { rowCount } = await db.query(
      `UPDATE update_requests SET status = $2, updated_at = now(),
         done_at = CASE WHEN $2 = 'done' THEN now() END
       WHERE id = $1 AND status <> $2`,
      [id, status],
    )
    return rowCount === 1
  },

  /**
   * The client's requests done within [from, to) for the site or for no site, in the order they were done:
   * what a monthly report lists as work done.
   */
  async doneForSite(
    db: Queryable,
    siteId: number,
    from: Date,
    to: Date,
  ): Promise<{ id: number; title: string }[]> {
    const { rows } = await db.query<{ id: number; title: string }>(
      `SELECT r.id, r.title FROM update_requests r JOIN sites s ON s.id = $1 AND s.client_id = r.client_id
       WHERE r.done_at >= $2 AND r.done_at < $3 AND (r.site_id = $1 OR r.site_id IS NULL)
       ORDER BY r.done_at, r.id`,
      [siteId, from, to],
    )
    return rows
  },
}

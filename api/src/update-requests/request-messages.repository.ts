import type { RequestMessage } from '../contract/portal-work.ts'
import type { Queryable } from '../platform/db/pool.ts'

type MessageRow = Omit<RequestMessage, 'at'> & { at: Date }

const toMessage = (row: MessageRow): RequestMessage => ({ ...row, at: row.at.toISOString() })

// A message whose author's account was deleted keeps its words.
const selectMessages = `
  SELECT m.id, coalesce(u.username, 'a deleted account') AS author, m.from_studio AS "fromStudio", m.body, m.at
  FROM update_request_messages m LEFT JOIN users u ON u.id = m.author_id`

/** SQL for update_request_messages: the thread under each update request. */
export const requestMessagesRepository = {
  async insert(
    db: Queryable,
    requestId: number,
    author: { id: number; fromStudio: boolean },
    body: string,
  ): Promise<RequestMessage> {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO update_request_messages (request_id, author_id, from_studio, body)
       VALUES ($1, $2, $3, $4) RETURNING id`,
      [requestId, author.id, author.fromStudio, body],
    )
    const inserted = await db.query<MessageRow>(`${selectMessages} WHERE m.id = $1`, [rows[0]!.id])
    return toMessage(inserted.rows[0]!)
  },

  /** When the author wrote their `nth` newest message since `since`; undefined with fewer. */
  async nthNewestWrittenSince(db: Queryable, authorId: number, since: Date, nth: number) {
    const { rows } = await db.query<{ at: Date }>(
      `SELECT at FROM update_request_messages WHERE author_id = $1 AND at > $2
        ORDER BY at DESC OFFSET $3 - 1 LIMIT 1`,
      [authorId, since, nth],
    )
    return rows[0]?.at
  },

  /** Oldest first. */
  async thread(db: Queryable, requestId: number): Promise<RequestMessage[]> {
    const { rows } = await db.query<MessageRow>(
      `${selectMessages} WHERE m.request_id = $1 ORDER BY m.at, m.id`,
      [requestId],
    )
    return rows.map(toMessage)
  },
}

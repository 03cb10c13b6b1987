import type { Queryable } from '../platform/db/pool.ts'

export type TokenPurpose = 'reset-password' | 'sign-in'

/** SQL for one_time_tokens: only a hash of each token is stored, and a token is used at most once. */
export const oneTimeTokensRepository = {
  /**
   * Stores a new token of user `userId` and returns its id; with `replacesOlder`, the same statement voids
   * that user's live tokens of the same purpose (a new reset link voids older ones). For an unknown user
   * (undefined) the same statement writes nothing and returns undefined: the caller does the same work
   * whether or not an account uses the email it was given.
   */
  async issue(
    db: Queryable,
    token: {
      userId: number | undefined
      purpose: TokenPurpose
      tokenHash: string
      issuedAt: Date
      expiresAt: Date
      replacesOlder: boolean
    },
  ): Promise<number | undefined> {
    const { rows } = await db.query<{ id: number }>(
      `WITH voided AS (
         UPDATE one_time_tokens SET used_at = $5
         WHERE $6 AND user_id = $1 AND purpose = $2 AND used_at IS NULL
       )
       INSERT INTO one_time_tokens (user_id, purpose, token_hash, expires_at)
       SELECT id, $2, $3, $4 FROM users WHERE id = $1
       RETURNING id`,
      [
        token.userId ?? null,
        token.purpose,
        token.tokenHash,
        token.expiresAt,
        token.issuedAt,
        token.replacesOlder,
      ],
    )
    return rows[0]?.id
  },

  /** Whether a token is live (known, unused, unexpired), without spending it. */
  async isLive(db: Queryable, purpose: TokenPurpose, tokenHash: string, now: Date): Promise<boolean> {
    const { rowCount } = await db.query(
      `SELECT 1 FROM one_time_tokens
       WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3`,
      [tokenHash, purpose, now],
    )
    return (rowCount ?? 0) > 0
  },

  /**
   * Marks a live token used and returns its user, in one statement: of two requests racing with the same
   * token, exactly one gets the user. Unknown, used and expired tokens give undefined.
   */
  async consume(
    db: Queryable,
    purpose: TokenPurpose,
    tokenHash: string,
    now: Date,
  ): Promise<number | undefined> {
    const { rows } = await db.query<{ userId: number }>(
      `UPDATE one_time_tokens SET used_at = $3
       WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
       RETURNING user_id AS "userId"`,
      [tokenHash, purpose, now],
    )
    return rows[0]?.userId
  },

  /**
   * Voids every token of a user not yet used: after a password reset or "sign out everywhere", links
   * mailed before it must stop working.
   */
  async revokeAllForUser(db: Queryable, userId: number, now: Date): Promise<void> {
    await db.query('UPDATE one_time_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [
      userId,
      now,
    ])
  },
}

import pg from 'pg'
import type { Logger } from '../logger.ts'

export type Db = pg.Pool

// DATE columns stay 'YYYY-MM-DD' strings: a bill due on the 5th is due on the 5th in every time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value)
// NUMERIC stays exact text in SQL; the API turns it into a number only where it replies with one.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value))

// Connection budget: every process has its own pool of up to PG_POOL_MAX (default 10) connections, and
// PostgreSQL refuses connections past max_connections (default 100, 3 kept for superusers). Compose at
// its defaults: api 2 processes x 10 + worker 10 + migrate 1 = 31; scaled to api=3 and worker=2 it is
// 3 x 2 x 10 + 2 x 10 = 80. Scale further only with a smaller PG_POOL_MAX or a larger max_connections.
export function createPool(connectionString: string, logger: Logger, max: number): Db {
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: 3_000,
    idleTimeoutMillis: 30_000,
    // A query stuck behind a dead server fails after this instead of hanging the request.
    query_timeout: 10_000,
    // No JIT compilation: every statement here is short, and where the planner overestimates the rows a
    // statement reads (a range read day by day, as the site visits do), PostgreSQL would spend a second
    // compiling it on every call (docs/benchmarks.md#site-analytics--benchsite-analyticsbenchts).
    options: '-c jit=off',
  })
  // An idle client losing its server (a restart) is reported here; the pool replaces it on next use.
  // Only the message and code: pg attaches the whole client (config, buffers) to these errors.
  pool.on('error', (error: Error & { code?: string }) =>
    logger.warn({ reason: error.message, code: error.code }, 'database connection lost'),
  )
  return pool
}

export interface TransactionOptions {
  /**
   * false: COMMIT returns before PostgreSQL has flushed the transaction to disk (synchronous_commit off
   * for it alone), saving the flush's milliseconds; a crash within the next second may lose it.
   */
  waitForDisk?: boolean
}

/** Runs `work` in one transaction, committing on success and rolling back on any error. */
export async function inTransaction<T>(
  db: Db,
  work: (client: pg.PoolClient) => Promise<T>,
  { waitForDisk = true }: TransactionOptions = {},
): Promise<T> {
  const client = await db.connect()
  try {
    await client.query('BEGIN')
    if (!waitForDisk) await client.query('SET LOCAL synchronous_commit = off')
    const result = await work(client)
    await client.query('COMMIT')
    return result
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}

export type Queryable = Pick<pg.Pool, 'query'> | pg.PoolClient

import type { QueueHealth } from './dashboard.ts'
import { endpoint } from './endpoint.ts'

// The endpoints every page load may touch, open to anyone.

/** Counts one visit per app load; answers 204 with no body. */
export const recordVisit = endpoint<undefined, undefined>('POST', '/dashboard/visitors.php')

export type PartState = 'ok' | 'down' | 'not configured'

/**
 * GET /api/health: each part's state, ok or not, and nothing more (it is open to anyone; the queue's
 * counts are the admin's, on the dashboard's queue read); 503 while any is down or the schema is behind.
 */
export interface HealthReport {
  db: PartState
  redis: PartState
  queue: Pick<QueueHealth, 'state'>
  /** 'behind': migrations/ holds migrations the database has not applied (named in pendingMigrations). */
  schema: 'ok' | 'behind' | 'unknown'
  pendingMigrations?: string[]
}

export const health = endpoint<undefined, HealthReport>('GET', '/health')

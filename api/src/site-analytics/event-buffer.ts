import type { Queryable } from '../platform/db/pool.ts'
import type { Logger } from '../platform/logger.ts'
import { siteEventsRepository, type SiteEvent } from './site-events.repository.ts'

// The API process's event buffer (docs/decisions/040-site-analytics.md): POST /api/v only appends here, and
// a timer writes what arrived in one INSERT per batch at least once a second, never one per request. If
// the process dies, the events of the last second are lost; on SIGTERM the server flushes before it exits.
// While the database is away, events wait here (up to a bound) and go with the next flush that succeeds.

export interface EventBufferOptions {
  flushEveryMs?: number
  /** Rows per INSERT statement: a larger backlog is written in several. */
  batchSize?: number
  /** Events kept while the database is away; past it the oldest are dropped (and counted in the log). */
  maxBuffered?: number
}

export interface EventBuffer {
  add(event: SiteEvent): void
  /** Writes everything buffered now; resolves when it is written (or put back after a failure). */
  flush(): Promise<void>
  /** Stops the timer and writes what is left. */
  close(): Promise<void>
}

export function createEventBuffer(
  deps: { db: Queryable; logger: Logger },
  { flushEveryMs = 1_000, batchSize = 5_000, maxBuffered = 200_000 }: EventBufferOptions = {},
): EventBuffer {
  let pending: SiteEvent[] = []
  let writing: Promise<void> | undefined
  let dropped = 0

  async function writePending() {
    if (dropped > 0) {
      deps.logger.error(
        { dropped },
        'analytics events dropped: the buffer was full while the database was away',
      )
      dropped = 0
    }
    while (pending.length > 0) {
      const batch = pending.slice(0, batchSize)
      pending = pending.slice(batch.length)
      try {
        await siteEventsRepository.insertBatch(deps.db, batch)
      } catch (error) {
        pending = [...batch, ...pending]
        deps.logger.warn(
          { err: error, buffered: pending.length },
          'analytics events not written yet; retrying within a second',
        )
        return
      }
    }
  }

  function flush(): Promise<void> {
    // One write at a time, in order; a flush asked for meanwhile runs after it and takes what came since.
    const next = (writing ?? Promise.resolve()).then(writePending)
    const current = next.finally(() => {
      if (writing === current) writing = undefined
    })
    writing = current
    return current
  }

  const timer = setInterval(() => void flush(), flushEveryMs)
  timer.unref()

  return {
    add(event) {
      pending.push(event)
      if (pending.length > maxBuffered) {
        dropped += pending.length - maxBuffered
        pending = pending.slice(-maxBuffered)
      }
      if (pending.length >= batchSize && !writing) void flush()
    },
    flush,
    async close() {
      clearInterval(timer)
      await flush()
      if (pending.length > 0) {
        deps.logger.error({ lost: pending.length }, 'analytics events could not be written before stopping')
      }
    },
  }
}

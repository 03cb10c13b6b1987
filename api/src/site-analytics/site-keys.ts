import type { Db } from '../platform/db/pool.ts'
import { bareHost } from './event-rules.ts'

// The sites' analytics keys, held in memory: POST /api/v asks the database nothing for a known key. A key
// not in memory reads them all again, at most once a second (a site linked a moment ago counts from its
// first visit; a flood of made-up keys costs one query a second), and known keys are read again every
// minute in the background (a deleted site's events are left out when written anyway).

const missingKeyRereadMs = 1_000
const knownKeysRefreshMs = 60_000

export interface KeyedSite {
  id: number
  /** bareHost of the site's address: events from pages on another host are not the site's. */
  host: string
}

export function createSiteKeys(db: Db) {
  let sites = new Map<string, KeyedSite>()
  let readAt = -Infinity
  let reading: Promise<void> | undefined

  function reread(): Promise<void> {
    reading ??= db
      .query<{ id: number; key: string; url: string }>(
        'SELECT id::int AS id, analytics_key AS key, url FROM sites',
      )
      .then(({ rows }) => {
        sites = new Map(
          rows.map((row) => [row.key, { id: row.id, host: bareHost(new URL(row.url).hostname) }]),
        )
        readAt = Date.now()
      })
      .finally(() => (reading = undefined))
    return reading
  }

  return {
    /** The site with this key, or undefined. */
    async find(key: string): Promise<KeyedSite | undefined> {
      const age = Date.now() - readAt
      const known = sites.get(key)
      if (known) {
        if (age > knownKeysRefreshMs) reread().catch(() => undefined)
        return known
      }
      if (age > missingKeyRereadMs) await reread()
      return sites.get(key)
    },
  }
}

import type { AnalyticsEvent } from '@studio/api/contract/site-analytics.schemas'
import type { AppDeps } from '@studio/api/deps'
import type { Db } from '@studio/api/platform/db/pool'
import { todayInNewYork } from '@studio/api/bills/bill-dates'
import { rollupGraceMs } from '@studio/api/site-analytics/analytics-upkeep.service'
import { createSiteEventCollector } from '@studio/api/site-analytics/event-collector'
import type { TestServer } from './test-server.ts'

// For the site analytics' tests: the beacon as a browser sends it, and a site's key.

export const browsers = {
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
}

export interface BeaconOptions {
  /** Sent as X-Forwarded-For: the server must trust loopback (TRUST_PROXY=loopback). */
  address?: string
  userAgent?: string
  /** text/plain;charset=UTF-8 as navigator.sendBeacon sends a string, unless said. */
  contentType?: string
}

/** POSTs one event (an object, sent as JSON text, or a raw body) to /api/v. */
export async function beacon(server: Pick<TestServer, 'url'>, body: unknown, options: BeaconOptions = {}) {
  const headers: Record<string, string> = {
    'Content-Type': options.contentType ?? 'text/plain;charset=UTF-8',
    'User-Agent': options.userAgent ?? browsers.firefoxLinux,
  }
  if (options.address) headers['X-Forwarded-For'] = options.address
  const response = await fetch(`${server.url}/api/v`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: response.status, headers: response.headers, text: await response.text() }
}

export async function analyticsKeyOf(db: Db, siteId: number): Promise<string> {
  const { rows } = await db.query<{ key: string }>('SELECT analytics_key AS key FROM sites WHERE id = $1', [
    siteId,
  ])
  return rows[0]!.key
}

/** Every stored event of a site, oldest first, in the columns' names. */
export async function storedEvents(db: Db, siteId: number) {
  const { rows } = await db.query('SELECT * FROM site_events WHERE site_id = $1 ORDER BY at', [siteId])
  return rows
}

/**
 * Events collected at a chosen instant through the API's own collector (validation aside: the same
 * rules, salts, hashing and batched writes as POST /api/v), for days before today.
 */
export async function collectAt(
  deps: Pick<AppDeps, 'db' | 'logger'>,
  at: string,
  events: { event: AnalyticsEvent; address: string; userAgent: string }[],
): Promise<void> {
  const collector = createSiteEventCollector({ ...deps, now: () => new Date(at) }, { flushEveryMs: 60_000 })
  for (const { event, address, userAgent } of events) {
    const outcome = await collector.collect(event, { address, userAgent, overLimit: false })
    if (outcome !== 'kept') throw new Error(`An event at ${at} was dropped (${outcome}).`)
  }
  await collector.close()
}

/** The instant `day` begins in New York: 04:00 or 05:00 UTC, by daylight saving time. */
export function midnightInNewYork(day: string): number {
  return [4, 5]
    .map((hour) => Date.parse(`${day}T0${hour}:00:00Z`))
    .find((at) => todayInNewYork(new Date(at)) === day && todayInNewYork(new Date(at - 1)) !== day)!
}

/** How long `afterRollupGrace` may wait, at most: the rollup's grace, and a minute more. */
export const rollupGraceWaitMs = rollupGraceMs + 60_000

/**
 * Resolves once yesterday can be rolled up: the rollup takes a day as finished `rollupGraceMs` (two
 * minutes) after New York's midnight, so a test started in those minutes waits them out (at most three
 * minutes, in about one run of 480). Hooks that call it add `rollupGraceWaitMs` to their timeout.
 */
export async function afterRollupGrace(today: string): Promise<void> {
  const wait = midnightInNewYork(today) + rollupGraceWaitMs - Date.now()
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
}

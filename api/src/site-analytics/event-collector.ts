import { isbot } from 'isbot'
import { todayInNewYork } from '../bills/bill-dates.ts'
import type { AnalyticsEvent } from '../contract/site-analytics.schemas.ts'
import type { Db } from '../platform/db/pool.ts'
import type { Logger } from '../platform/logger.ts'
import { createEventBuffer, type EventBuffer, type EventBufferOptions } from './event-buffer.ts'
import { deviceOf, pageFacts, sourceOf } from './event-rules.ts'
import { countryTable } from './ip-country.ts'
import { createSiteKeys } from './site-keys.ts'
import { browserFamily, osFamily } from './user-agent-families.ts'
import { visitorHash } from './visitor-hash.ts'
import { visitorSaltsRepository } from './visitor-salts.repository.ts'
import { storedVital } from './vitals.ts'

// POST /api/v's work (docs/portal.md#site-analytics): decide whether an event counts, turn it into what is
// kept (never the address or the User-Agent) and hand it to the buffer. Everything it reads per event is
// in this process's memory: the sites' keys, the day's salt (read once a day), the country table (read
// on the first event).

/** Why an event was not kept; the reply is 202 all the same, so a sender learns nothing from it. */
export type DropReason = 'flood' | 'crawler' | 'unknown key' | 'other host'

export interface CollectingClient {
  /** The client's address as TRUST_PROXY defines it. */
  address: string
  userAgent: string
  /** Past the limit of events a minute from this address. */
  overLimit: boolean
}

export interface SiteEventCollector {
  collect(event: AnalyticsEvent, client: CollectingClient): Promise<DropReason | 'kept'>
  /** Writes what is buffered (tests, and the server's shutdown through close). */
  flush(): Promise<void>
  close(): Promise<void>
}

export function createSiteEventCollector(
  deps: { db: Db; logger: Logger; now: () => Date },
  bufferOptions?: EventBufferOptions,
): SiteEventCollector {
  const buffer: EventBuffer = createEventBuffer(deps, bufferOptions)
  const siteKeys = createSiteKeys(deps.db)
  let salt: { day: string; salt: Promise<Buffer> } | undefined
  // The New York day of the current minute (days begin on a whole minute): one clock reading a minute.
  let today = { minute: NaN, day: '' }
  const dayAt = (at: Date) => {
    const minute = Math.floor(at.getTime() / 60_000)
    if (minute !== today.minute) today = { minute, day: todayInNewYork(at) }
    return today.day
  }

  function saltOf(day: string): Promise<Buffer> {
    if (salt?.day !== day) {
      const reading = visitorSaltsRepository.saltOf(deps.db, day)
      salt = { day, salt: reading }
      // A failed read is not kept: the next event asks again.
      reading.catch(() => {
        if (salt?.salt === reading) salt = undefined
      })
    }
    return salt.salt
  }

  return {
    async collect(event, client) {
      if (client.overLimit) return 'flood'
      // No browser sends no User-Agent: a request without one is a script's.
      if (!client.userAgent || isbot(client.userAgent)) return 'crawler'
      const site = await siteKeys.find(event.k)
      if (!site) return 'unknown key'
      const page = pageFacts(event.u)
      if (!page || page.host !== site.host) return 'other host'

      const at = deps.now()
      const [daySalt, table] = await Promise.all([saltOf(dayAt(at)), countryTable()])
      const vital = (metric: 'lcp' | 'inp' | 'cls') =>
        event.n === 'vitals' && event[metric] !== undefined ? storedVital(metric, event[metric]) : null
      buffer.add({
        siteId: site.id,
        at,
        kind: event.n,
        visitor: visitorHash(daySalt, site.id, client.address, client.userAgent),
        path: page.path,
        utmSource: page.utmSource,
        utmMedium: page.utmMedium,
        utmCampaign: page.utmCampaign,
        source: sourceOf(page.utmSource, event.r, site.host),
        device: deviceOf(event.w),
        browser: browserFamily(client.userAgent),
        os: osFamily(client.userAgent),
        country: table.countryOf(client.address),
        lcpMs: vital('lcp'),
        inpMs: vital('inp'),
        clsThousandths: vital('cls'),
      })
      return 'kept'
    },
    flush: () => buffer.flush(),
    close: () => buffer.close(),
  }
}

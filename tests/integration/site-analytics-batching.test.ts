import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Queryable } from '@studio/api/platform/db/pool'
import { createEventBuffer } from '@studio/api/site-analytics/event-buffer'
import type { SiteEvent } from '@studio/api/site-analytics/site-events.repository'
import { createSite, createUser } from '../support/factories.ts'
import { storedEvents } from '../support/site-analytics.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { waitFor } from '../support/wait-for.ts'

// The API's event buffer over real PostgreSQL: events are written in batches, one statement for many
// events, never one per event; what is buffered is written on close (the server closes it on SIGTERM);
// a batch that fails is kept and written by the next flush.

let server: TestServer
let siteId: number

const event = (index: number): SiteEvent => ({
  siteId,
  at: new Date(Date.now() - index),
  kind: 'pageview',
  visitor: String(index),
  path: `/page-${index % 7}`,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  source: 'Direct',
  device: 'Desktop',
  browser: 'Firefox',
  os: 'Linux',
  country: 'ZZ',
  lcpMs: null,
  inpMs: null,
  clsThousandths: null,
})

/** The server's pool, with every statement's text recorded. */
function recording(): { db: Queryable; statements: string[] } {
  const statements: string[] = []
  const db = {
    query: (text: string, values?: unknown[]) => {
      statements.push(text)
      return server.deps.db.query(text, values)
    },
  } as unknown as Queryable
  return { db, statements }
}

const writesOf = (statements: string[]) =>
  statements.filter((text) => /INSERT INTO site_events|COPY site_events/.test(text))

beforeAll(async () => {
  server = await startTestServer()
  const client = await createUser(server.deps)
  siteId = await createSite(server.deps.db, client.id)
})

afterAll(async () => {
  await server?.stop()
})

describe('the event buffer', () => {
  it('writes 2,500 events in one statement, and 12,000 in three of at most 5,000', async () => {
    const { db, statements } = recording()
    const buffer = createEventBuffer({ db, logger: server.deps.logger }, { flushEveryMs: 60_000 })
    for (let index = 0; index < 2_500; index++) buffer.add(event(index))
    expect(await storedEvents(server.deps.db, siteId)).toHaveLength(0)
    await buffer.flush()
    expect(writesOf(statements)).toHaveLength(1)
    expect(await storedEvents(server.deps.db, siteId)).toHaveLength(2_500)

    // Past a batch's size a flush starts at once; the rest waits for the next.
    for (let index = 0; index < 12_000; index++) buffer.add(event(index))
    await buffer.close()
    expect(writesOf(statements)).toHaveLength(4)
    expect(await storedEvents(server.deps.db, siteId)).toHaveLength(14_500)
  })

  it('writes on its own, on its timer, all that arrived in one statement', async () => {
    const { db, statements } = recording()
    const buffer = createEventBuffer({ db, logger: server.deps.logger })
    for (let index = 0; index < 50; index++) buffer.add(event(index))
    await waitFor('the timer’s write', () => writesOf(statements).length === 1)
    await buffer.close()
    expect(writesOf(statements)).toHaveLength(1)
  })

  it('keeps a batch that failed and writes it with the next flush', async () => {
    let failNext = true
    const db = {
      query: (text: string, values?: unknown[]) => {
        if (failNext) {
          failNext = false
          return Promise.reject(new Error('connection terminated'))
        }
        return server.deps.db.query(text, values)
      },
    } as unknown as Queryable
    const before = (await storedEvents(server.deps.db, siteId)).length
    const buffer = createEventBuffer({ db, logger: server.deps.logger }, { flushEveryMs: 60_000 })
    for (let index = 0; index < 10; index++) buffer.add(event(index))
    await buffer.flush()
    expect(await storedEvents(server.deps.db, siteId)).toHaveLength(before)
    await buffer.close()
    expect(await storedEvents(server.deps.db, siteId)).toHaveLength(before + 10)
  })

  it('leaves out the events of a site deleted after they were collected', async () => {
    const client = await createUser(server.deps)
    const goneSite = await createSite(server.deps.db, client.id)
    const buffer = createEventBuffer(server.deps, { flushEveryMs: 60_000 })
    buffer.add({ ...event(1), siteId: goneSite })
    buffer.add(event(2))
    const before = (await storedEvents(server.deps.db, siteId)).length
    await server.deps.db.query('DELETE FROM sites WHERE id = $1', [goneSite])
    await buffer.close()
    expect(await storedEvents(server.deps.db, siteId)).toHaveLength(before + 1)
  })
})

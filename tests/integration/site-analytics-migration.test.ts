import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { addDays, todayInNewYork } from '@studio/api/bills/bill-dates'
import { migrateUp, migrateUpInTransaction } from '@studio/api/platform/db/migrate'
import { rollUpSiteVisits } from '@studio/api/site-analytics/analytics-upkeep.service'
import { visitsOver } from '@studio/api/site-analytics/site-analytics.service'
import { siteEventsRepository, type SiteEvent } from '@studio/api/site-analytics/site-events.repository'
import { adminQuery, uniqueName, withDatabase } from '../support/databases.ts'
import { createSite, createUser } from '../support/factories.ts'

// Migration 0012 on a database whose open days have raw events only (as a live install has): it counts
// them as the batch write would have, so one site's figures from the migration equal another's whose
// same events were written after it.

const adminUrl = inject('adminDatabaseUrl')
const name = uniqueName('studio_counting')
const url = withDatabase(adminUrl, name)
let db: pg.Pool
let migrated: number
let written: number

const today = todayInNewYork(new Date())
const yesterday = addDays(today, -1)
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000)
const yesterdayAt = (minute: number) => new Date(Date.parse(`${yesterday}T17:00:00Z`) + minute * 60_000)

const events = (siteId: number): SiteEvent[] =>
  [
    { visitor: '1', at: yesterdayAt(0), path: '/', source: 'google.com', device: 'Phone' as const },
    { visitor: '1', at: yesterdayAt(3), path: '/menu', source: 'Direct', device: 'Desktop' as const },
    { visitor: '2', at: yesterdayAt(4), path: '/menu', source: 'bing.com', device: 'Tablet' as const },
    { visitor: '1', at: minutesAgo(9), path: '/hours', source: 'Direct', device: 'Desktop' as const },
    { visitor: '3', at: minutesAgo(8), path: '/', source: 'newsletter', device: 'Phone' as const },
    { visitor: '1', at: minutesAgo(7), path: '/', source: 'Direct', device: 'Desktop' as const },
  ].flatMap((visit, index) => {
    const shared = { siteId, ...visit, utmSource: null, utmMedium: null, utmCampaign: null }
    const kept = { browser: 'Firefox', os: 'Linux', country: index % 2 ? 'US' : 'CA' }
    const pageview = {
      ...shared,
      ...kept,
      kind: 'pageview' as const,
      lcpMs: null,
      inpMs: null,
      clsThousandths: null,
    }
    // Every other page load reports its vitals, one of them without INP (no interaction).
    const vitals = {
      ...pageview,
      kind: 'vitals' as const,
      lcpMs: 1_000 + index * 700,
      inpMs: index === 2 ? null : 90,
    }
    return index % 2 ? [pageview] : [pageview, { ...vitals, clsThousandths: index * 40 }]
  })

beforeAll(async () => {
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`)
  const connection = new pg.Client({ connectionString: url })
  await connection.connect()
  await connection.query('BEGIN')
  // Up to 0011: today and yesterday counted from the raw events at each read.
  await migrateUpInTransaction(connection, 11)
  await connection.query('COMMIT')
  await connection.end()
  db = new pg.Pool({ connectionString: url, max: 2 })
  const client = await createUser(db)
  migrated = await createSite(db, client.id)
  written = await createSite(db, client.id)
  for (const event of events(migrated)) {
    await db.query(
      `INSERT INTO site_events (site_id, at, kind, visitor, path, source, device, browser, os, country,
                                lcp_ms, inp_ms, cls_thousandths)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        event.siteId,
        event.at,
        event.kind,
        event.visitor,
        event.path,
        event.source,
        event.device,
        event.browser,
        event.os,
        event.country,
        event.lcpMs,
        event.inpMs,
        event.clsThousandths,
      ],
    )
  }
  await migrateUp(url)
  await siteEventsRepository.insertBatch(db, events(written))
}, 120_000)

afterAll(async () => {
  await db?.end()
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
})

describe('migration 0012_visits_counted_as_written on existing events', () => {
  it('counts the open days from their raw events as the batch write counts them', async () => {
    const visits = (siteId: number) => visitsOver(db, siteId, yesterday, today)
    const counted = await visits(written)
    expect(counted).toMatchObject({ visitors: 4, pageviews: 6 })
    expect(counted.vitals.inp.samples).toBe(2)
    expect(await visits(migrated)).toEqual(counted)

    expect(await rollUpSiteVisits({ db, now: () => new Date() })).toEqual({ days: [yesterday] })
    expect(await visits(migrated)).toEqual(counted)
    expect(await visits(written)).toEqual(counted)
  })
})

import { setImmediate as nextTurn } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import { auditFetchedPage, type PageAuditRequest } from './page-audit.ts'
import { AuditBudgetExceededError, createPageAuditThreads } from './page-audit-threads.ts'

const page = (html: string): PageAuditRequest => ({
  requestedUrl: 'https://bakery.example/',
  finalUrl: 'https://bakery.example/',
  status: 200,
  loadTimeMs: 420,
  transferBytes: html.length,
  truncated: false,
  headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'max-age=60' },
  body: new TextEncoder().encode(html),
})

const smallPage = page(
  '<html lang="en"><head><title>Magnolia Street Bakery</title></head><body><h1>Bread</h1><img src=a.png></body></html>',
)
/** About what a fetch lets through (5 MB): this one keeps a thread busy for a while. */
const hugePage = page(`<html><head><title>Huge</title></head><body>${'<div><a b'.repeat(580_000)}`)

describe('page audit threads', () => {
  it('gives the verdict the rules give on this thread', async () => {
    const threads = createPageAuditThreads({ budgetMs: 10_000 })
    expect(await threads.audit(smallPage)).toEqual(auditFetchedPage(smallPage))
  })

  it('keeps this event loop turning while a thread reads a huge page', async () => {
    const threads = createPageAuditThreads({ budgetMs: 60_000, maxThreads: 1 })
    await threads.audit(smallPage) // the thread is started and waiting: the turns below are the reading
    let settled = false
    const verdict = threads.audit(hugePage).finally(() => (settled = true))
    let turnsWhileReading = 0
    while (!settled && turnsWhileReading < 100) {
      await nextTurn()
      if (!settled) turnsWhileReading++
    }
    expect(turnsWhileReading).toBe(100)
    expect((await verdict).roast.join(' ')).toMatch(/No viewport tag/)
  }, 60_000)

  it('stops a page over budget and audits the next page on a fresh thread', async () => {
    // Seconds of reading on any machine, against a budget that the small page meets with room to spare.
    const enormousPage = page(`<html><body>${'<div><a b'.repeat(6_000_000)}`)
    const threads = createPageAuditThreads({ budgetMs: 1_000, maxThreads: 1 })
    const results = await Promise.allSettled([threads.audit(enormousPage), threads.audit(smallPage)])
    expect(results[0]).toMatchObject({ status: 'rejected', reason: expect.any(AuditBudgetExceededError) })
    expect(results[1]).toEqual({ status: 'fulfilled', value: auditFetchedPage(smallPage) })
  }, 30_000)
})

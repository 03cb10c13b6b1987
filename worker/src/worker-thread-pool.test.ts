import { setImmediate as nextTurn } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import { ThreadBudgetExceededError } from '@studio/api/platform/jobs/thread-pool'
import { auditFetchedPage, type PageAuditRequest } from '@studio/api/roast-toast/page-audit'
import { pageAuditThreadBody, type PageAuditThreads } from '@studio/api/roast-toast/roast-toast.processors'
import { createThreadPool, type ThreadPoolOptions } from './worker-thread-pool.ts'

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

/** The worker's pool as it runs page audits (worker/src/handlers.ts). */
const createPageAuditThreads = (options: Omit<ThreadPoolOptions, 'body'>): PageAuditThreads =>
  createThreadPool({ body: pageAuditThreadBody, ...options })

describe('the thread pool, running page audits', () => {
  it('gives the verdict the rules give on this thread', async () => {
    const threads = createPageAuditThreads({ budgetMs: 10_000 })
    expect(await threads.run(smallPage)).toEqual(auditFetchedPage(smallPage))
  })

  it('keeps this event loop turning while a thread reads a huge page', async () => {
    const threads = createPageAuditThreads({ budgetMs: 60_000, maxThreads: 1 })
    await threads.run(smallPage) // the thread is started and waiting: the turns below are the reading
    let settled = false
    const verdict = threads.run(hugePage).finally(() => (settled = true))
    let turnsWhileReading = 0
    while (!settled && turnsWhileReading < 100) {
      await nextTurn()
      if (!settled) turnsWhileReading++
    }
    expect(turnsWhileReading).toBe(100)
    expect((await verdict).audit.roast.join(' ')).toMatch(/No viewport tag/)
  }, 60_000)

  it('stops a page over budget and audits the next page on a fresh thread', async () => {
    // Seconds of reading on any machine, against a budget that the small page meets with room to spare.
    const enormousPage = page(`<html><body>${'<div><a b'.repeat(6_000_000)}`)
    const threads = createPageAuditThreads({ budgetMs: 1_000, maxThreads: 1 })
    const results = await Promise.allSettled([threads.run(enormousPage), threads.run(smallPage)])
    expect(results[0]).toMatchObject({ status: 'rejected', reason: expect.any(ThreadBudgetExceededError) })
    expect(results[1]).toEqual({ status: 'fulfilled', value: auditFetchedPage(smallPage) })
  }, 30_000)
})

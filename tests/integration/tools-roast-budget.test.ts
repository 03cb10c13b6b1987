import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pageTooComplex } from '@studio/api/roast-toast/roast-toast.processors'
import {
  pathologicalPages,
  servePathologicalPages,
  type PathologicalPage,
  type PathologicalPagesServer,
} from '../support/pathological-pages.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { callJson } from '../support/tool-calls.ts'

// Jobs in the API process (no REDIS_URL), as `npm start` runs without Redis: the audit of a page built
// to be slow to scan must not stop the API from answering, and a page over budget gets a sentence.

type RoastReply = { roast?: string[]; toast?: string[]; error?: string }

const roastToast = (server: TestServer, url: string) =>
  callJson<RoastReply>(server.url, '/api/tools/roast_toast', { url })

describe('audits of pathological pages with jobs in the API process', () => {
  let pages: PathologicalPagesServer
  let server: TestServer
  let strictServer: TestServer
  beforeAll(async () => {
    pages = await servePathologicalPages()
    server = await startTestServer({ queue: 'in-process', env: { AUDIT_ALLOW_PRIVATE_NETWORKS: '1' } })
    strictServer = await startTestServer({
      queue: 'in-process',
      env: { AUDIT_ALLOW_PRIVATE_NETWORKS: '1', AUDIT_BUDGET_MS: '1' },
    })
  })
  afterAll(async () => {
    await server?.stop()
    await strictServer?.stop()
    await pages?.close()
  })

  it.each(Object.keys(pathologicalPages) as PathologicalPage[])(
    '%s: /api/health keeps answering while the page is read, and the audit answers',
    async (name) => {
      let auditAnswered = false
      const audit = roastToast(server, `${pages.url}/${name}`).finally(() => (auditAnswered = true))
      // Health calls sent once the API had fetched the whole page (it closed the connection) and answered
      // before the audit did. (That the reading itself leaves the event loop free is shown with a larger
      // page in worker/src/worker-thread-pool.test.ts.)
      const healthAfterFetch: number[] = []
      while (!auditAnswered) {
        const pageServed = pages.served.includes(name)
        const health = await fetch(`${server.url}/api/health`)
        await health.arrayBuffer()
        if (pageServed && !auditAnswered) healthAfterFetch.push(health.status)
      }
      const { status, body } = await audit
      expect(healthAfterFetch.length).toBeGreaterThan(0)
      expect(new Set(healthAfterFetch)).toEqual(new Set([200]))
      if (status === 200) {
        expect(body.toast).toContain('The title is 12 characters: just right for search results.')
      } else {
        expect({ status, body }).toEqual({
          status: 502,
          body: { error: pageTooComplex(new URL(pages.url).host), requestId: expect.any(String) },
        })
      }
    },
    30_000,
  )

  it('answers a page over the audit budget with a sentence, stores no audit and keeps answering', async () => {
    const host = new URL(pages.url).host
    const { status, body } = await roastToast(strictServer, `${pages.url}/repeated-a-b`)
    expect({ status, error: body.error }).toEqual({ status: 502, error: pageTooComplex(host) })
    const { rows } = await strictServer.deps.db.query('SELECT count(*)::int AS audits FROM roast_audits')
    expect(rows).toEqual([{ audits: 0 }])
    const health = await fetch(`${strictServer.url}/api/health`)
    expect(health.status).toBe(200)
  }, 30_000)
})

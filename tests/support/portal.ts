import request from 'supertest'
import type { createSmtpCapture } from './smtp-capture.ts'
import type { TestServer } from './test-server.ts'
import { waitFor } from './wait-for.ts'

// For the care plan portal's tests: calls as a given account, and the mails an address was sent.

/** An account made by createUser with the app's deps (so it carries a session token). */
export interface PortalCaller {
  id: number
  username: string
  email: string
  token: string
}

/** Calls the server as `caller` (or signed out, for undefined). */
export function callAs(server: TestServer, caller: PortalCaller | undefined) {
  const signed = (test: request.Test) => (caller ? test.set('Authorization', `Bearer ${caller.token}`) : test)
  return {
    get: (path: string) => signed(request(server.url).get(path)),
    post: (path: string) => signed(request(server.url).post(path)),
    put: (path: string) => signed(request(server.url).put(path)),
    patch: (path: string) => signed(request(server.url).patch(path)),
  }
}

export function mailsTo(smtp: ReturnType<typeof createSmtpCapture>, address: string) {
  return smtp.received.filter((mail) => mail.to && 'text' in mail.to && mail.to.text === address)
}

/**
 * Waits until every mail the outbox holds was sent and recorded: after it, the mails captured are all the
 * mails there will be, so a count of them proves "once".
 */
export async function outboxDrained(server: TestServer): Promise<void> {
  await server.deps.outbox.flush()
  await waitFor('every outbox row sent', async () => {
    const { rows } = await server.deps.db.query<{ pending: number }>(
      'SELECT count(*)::int AS pending FROM job_outbox WHERE done_at IS NULL',
    )
    return rows[0]!.pending === 0
  })
}

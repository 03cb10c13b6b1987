import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppDeps } from '@studio/api/deps'
import { requestPasswordReset, requestSignInLink } from '@studio/api/accounts/auth.service'
import { createUser } from '../support/factories.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * The server's database with every statement it is asked to run written down (text only), on the pool and
 * on the clients it lends for transactions.
 */
function recordingDatabase(db: AppDeps['db']) {
  const statements: string[] = []
  const record = (query: unknown) =>
    statements.push(typeof query === 'string' ? query : (query as { text: string }).text)
  const recordingQuery =
    (target: { query: (...args: never[]) => unknown }) =>
    (...args: never[]) => {
      record(args[0])
      return target.query(...args)
    }
  const recording = {
    query: recordingQuery(db),
    async connect() {
      const client = await db.connect()
      return new Proxy(client, {
        get: (target, property) =>
          property === 'query' ? recordingQuery(target) : Reflect.get(target, property, target),
      })
    },
  }
  return { db: recording as unknown as AppDeps['db'], statements }
}

describe('emailed links: a known and an unknown email cost the same work', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ queue: 'in-process' })
  })
  afterAll(() => server.stop())

  const statementsOf = async (ask: (deps: AppDeps) => Promise<void>) => {
    const recording = recordingDatabase(server.deps.db)
    await ask({ ...server.deps, db: recording.db })
    return recording.statements
  }
  const tokensOf = async (userId: number) =>
    (await server.deps.db.query('SELECT 1 FROM one_time_tokens WHERE user_id = $1', [userId])).rowCount

  it.each([
    ['a reset link', requestPasswordReset],
    ['a sign-in link', requestSignInLink],
  ])('asking for %s runs the same statements whether or not an account uses the email', async (_, ask) => {
    const user = await createUser(server.deps)
    const stranger = `nobody-${user.id}@example.test`
    const known = await statementsOf((deps) => ask(deps, user.email))
    const unknown = await statementsOf((deps) => ask(deps, stranger))
    expect(known.length).toBeGreaterThanOrEqual(5)
    expect(unknown).toEqual(known)
    // A write waits for the disk flush where writing nothing does not: neither waits (decision 036).
    expect(known).toContain('SET LOCAL synchronous_commit = off')
    // The same statements, and only the known email's wrote anything.
    expect(await tokensOf(user.id)).toBe(1)
    const { rows } = await server.deps.db.query("SELECT job_id FROM job_outbox WHERE payload->>'to' = $1", [
      stranger,
    ])
    expect(rows).toEqual([])
  })
})

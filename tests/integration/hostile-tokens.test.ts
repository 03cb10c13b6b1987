import jwt from 'jsonwebtoken'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../support/factories.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

// Tokens an attacker would try, against a protected call of each kind (user and admin).
describe('hostile session tokens', () => {
  let server: TestServer
  let userId: number
  beforeAll(async () => {
    server = await startTestServer()
    userId = (await createUser(server.deps, { admin: true })).id
  })
  afterAll(() => server.stop())

  const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const future = () => Math.floor(Date.now() / 1000) + 3600

  const hostileTokens = (): [string, string][] => [
    [
      'alg none',
      `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: String(userId), exp: future() })}.`,
    ],
    [
      'a wrong signature',
      jwt.sign({}, 'not-the-server-secret-but-long-enough-000000', {
        subject: String(userId),
        expiresIn: 3600,
      }),
    ],
    [
      'an expired token',
      jwt.sign({ exp: Math.floor(Date.now() / 1000) - 60 }, server.deps.jwtSecret, {
        subject: String(userId),
      }),
    ],
    [
      'HS512 instead of HS256',
      jwt.sign({}, server.deps.jwtSecret, { algorithm: 'HS512', subject: String(userId), expiresIn: 3600 }),
    ],
    ['no subject', jwt.sign({}, server.deps.jwtSecret, { expiresIn: 3600 })],
  ]

  it.each([
    ['POST', '/api/auth/validate_token.php'],
    ['GET', '/api/bills/list.php?owner=Jordan'],
    ['GET', '/api/dashboard/visitors'],
  ])('%s %s refuses each with 401 JSON', async (method, path) => {
    for (const [name, token] of hostileTokens()) {
      const reply = await fetch(`${server.url}${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}` },
      })
      expect(reply.status, name).toBe(401)
      expect((await reply.json()).error, name).toEqual(expect.any(String))
    }
  })

  it("refuses a deleted user's valid token with 401", async () => {
    const doomed = await createUser(server.deps)
    await server.deps.db.query('DELETE FROM users WHERE id = $1', [doomed.id])
    const reply = await fetch(`${server.url}/api/bills/list.php?owner=Jordan`, {
      headers: { Authorization: `Bearer ${doomed.token}` },
    })
    expect(reply.status).toBe(401)
  })
})

import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../support/factories.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

// A few hundred malformed, mistyped and hostile bodies against every endpoint of the accounts area: each
// must get a 4xx (or a success) with a JSON error sentence, never a 500, and no secret may reach the logs.
const endpoints = {
  '/api/auth/register.php': ['username', 'email', 'password', 'role'],
  '/api/auth/login.php': ['username', 'password'],
  '/api/auth/validate_token.php': [],
  '/api/auth/forgot_password.php': ['email'],
  '/api/auth/reset_password.php': ['token', 'password'],
  '/api/auth/sign_in_link.php': ['email'],
  '/api/auth/sign_in_with_link.php': ['token'],
  '/api/contact/send_contact.php': ['name', 'email', 'message'],
} as const

const oddValue = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.emailAddress(),
  fc.constantFrom('', ' ', 'admin', 'client', '\u0000', 'a'.repeat(10_000), '__proto__', '../../etc/passwd'),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
)

/** A body for `fields`: sometimes the right keys with odd values, sometimes anything at all. */
const bodyFor = (fields: readonly string[]) =>
  fc.oneof(
    {
      weight: 3,
      arbitrary: fc.record(Object.fromEntries(fields.map((field) => [field, oddValue])), {
        requiredKeys: [],
      }),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '{"__proto__": {"role": "admin"}}',
        '{"constructor": {"prototype": 1}}',
        '[]',
        'null',
        '{',
      ),
    },
  )

const authorization = fc.oneof(
  fc.constant(undefined),
  fc.string({ maxLength: 100 }).map((text) => `Bearer ${text}`),
  fc.constantFrom('Bearer', 'Basic abc', 'Bearer a.b.c', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.'),
)

describe('accounts endpoints under fuzzed bodies', () => {
  let server: TestServer
  let realPassword: string
  beforeAll(async () => {
    server = await startTestServer({ queue: 'redis', env: { RATE_LIMIT_MAX: '100000' } })
    realPassword = (await createUser(server.deps, { username: 'fuzz_target', email: 'fuzz@example.test' }))
      .password
  })
  afterAll(() => server.stop())

  const sentSecrets: string[] = []

  it.each(Object.entries(endpoints))('%s never answers 500', async (path, fields) => {
    await fc.assert(
      fc.asyncProperty(bodyFor(fields), authorization, async (body, bearer) => {
        const raw = typeof body === 'string' ? body : JSON.stringify(body)
        for (const key of ['password', 'token'] as const) {
          const value = typeof body === 'object' && body ? (body as Record<string, unknown>)[key] : undefined
          if (typeof value === 'string' && value.length >= 16 && /^[\x21-\x7e]+$/.test(value))
            sentSecrets.push(value)
        }
        const response = await fetch(`${server.url}${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...(bearer ? { Authorization: bearer } : {}) },
          body: raw,
        })
        const reply = (await response.json()) as Record<string, unknown>
        expect(response.status, `${path} ${raw.slice(0, 200)}`).toBeLessThan(500)
        if (response.status >= 400) expect(reply.error).toEqual(expect.any(String))
      }),
      { numRuns: 50 },
    )
  })

  it('granted admin to nobody and leaked no secret into the logs', async () => {
    const { rows } = await server.deps.db.query(
      "SELECT count(*)::int AS admins FROM users WHERE role = 'admin'",
    )
    expect(rows[0].admins).toBe(0)
    const logs = server.logs.join('')
    expect(logs).toContain('request refused')
    expect(logs).not.toContain(realPassword)
    for (const secret of sentSecrets) expect(logs).not.toContain(secret)
  })
})

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { resetPassword } from '@studio/api/accounts/auth.service'
import { hashOneTimeToken, newOneTimeToken } from '@studio/api/accounts/one-time-token'
import { oneTimeTokensRepository } from '@studio/api/accounts/one-time-tokens.repository'
import { hashPassword } from '@studio/api/accounts/password-hash'
import { createUser } from '../support/factories.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

// The real argon2 hash, watched: a reset with a bogus token must be refused before any hashing.
vi.mock('@studio/api/accounts/password-hash', async (importOriginal) => {
  const original = await importOriginal<typeof import('@studio/api/accounts/password-hash')>()
  return { ...original, hashPassword: vi.fn(original.hashPassword) }
})

describe('password reset order', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.stop())

  const hashCalls = () => vi.mocked(hashPassword).mock.calls.length

  it('refuses a bogus token without hashing the new password', async () => {
    const before = hashCalls()
    await expect(
      resetPassword(server.deps, { token: 'made-up-token', password: 'long-enough-password' }),
    ).rejects.toMatchObject({ status: 400 })
    expect(hashCalls()).toBe(before)
  })

  it('hashes once for a live token, and refuses the spent token again without hashing', async () => {
    const user = await createUser(server.deps)
    const token = newOneTimeToken()
    await oneTimeTokensRepository.issue(server.deps.db, {
      userId: user.id,
      purpose: 'reset-password',
      tokenHash: hashOneTimeToken(token),
      issuedAt: new Date(),
      expiresAt: new Date(Date.now() + 60_000),
      replacesOlder: true,
    })
    const before = hashCalls()
    await resetPassword(server.deps, { token, password: 'a-brand-new-password' })
    expect(hashCalls()).toBe(before + 1)
    await expect(
      resetPassword(server.deps, { token, password: 'another-new-password' }),
    ).rejects.toMatchObject({ status: 400 })
    expect(hashCalls()).toBe(before + 1)
  })
})

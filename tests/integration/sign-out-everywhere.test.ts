import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashOneTimeToken, newOneTimeToken } from '@studio/api/accounts/one-time-token'
import { oneTimeTokensRepository, type TokenPurpose } from '@studio/api/accounts/one-time-tokens.repository'
import { createUser } from '../support/factories.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

describe('POST /api/auth/logout_all.php', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ queue: 'in-process' })
  })
  afterAll(() => server.stop())

  const api = () => request(server.url)
  const login = async (username: string, password: string) =>
    (await api().post('/api/auth/login.php').send({ username, password }).expect(200)).body.token as string
  const validate = (token: string) =>
    api().post('/api/auth/validate_token.php').set('Authorization', `Bearer ${token}`)

  it('refuses every token issued before it; signing in again works', async () => {
    const user = await createUser(server.deps, {})
    const other = await createUser(server.deps, {})
    const laptop = await login(user.username, user.password)
    const phone = await login(user.username, user.password)

    const reply = await api().post('/api/auth/logout_all.php').set('Authorization', `Bearer ${phone}`)
    expect(reply.status).toBe(200)
    expect(reply.body).toEqual({ success: expect.stringMatching(/signed out on every device/) })

    for (const token of [laptop, phone, user.token]) {
      const refused = await validate(token)
      expect(refused.status).toBe(401)
      // The refusal says why, so another tab can tell the person (a forged token's says nothing of it).
      expect(refused.body.error).toBe(
        'You were signed out because the password was reset or Sign Out Everywhere was chosen. Please sign in again.',
      )
      await api().get('/api/bills/household.php').set('Authorization', `Bearer ${token}`).expect(401)
      // The list checks the session in its own statement (one round trip with the bills): same answer.
      await api().get('/api/bills/list.php?owner=Me').set('Authorization', `Bearer ${token}`).expect(401)
    }
    const fresh = await login(user.username, user.password)
    expect((await validate(fresh)).body).toMatchObject({ success: true, username: user.username })
    // Another account's sessions are untouched.
    expect((await validate(other.token)).status).toBe(200)
  })

  it('voids the sign-in and reset links mailed before it', async () => {
    const user = await createUser(server.deps, {})
    /** A live emailed link of `purpose`, as the forgot and sign-in-link calls store it. */
    const mailedLink = async (purpose: TokenPurpose) => {
      const token = newOneTimeToken()
      await oneTimeTokensRepository.issue(server.deps.db, {
        userId: user.id,
        purpose,
        tokenHash: hashOneTimeToken(token),
        issuedAt: new Date(),
        expiresAt: new Date(Date.now() + 15 * 60_000),
        replacesOlder: false,
      })
      return token
    }
    const signInLink = await mailedLink('sign-in')
    const resetLink = await mailedLink('reset-password')

    await api().post('/api/auth/logout_all.php').set('Authorization', `Bearer ${user.token}`).expect(200)

    const signIn = await api().post('/api/auth/sign_in_with_link.php').send({ token: signInLink })
    expect(signIn.status).toBe(400)
    expect(signIn.body.error).toMatch(/invalid, expired or already used/)
    const reset = await api()
      .post('/api/auth/reset_password.php')
      .send({ token: resetLink, password: 'a-password-nobody-chose' })
    expect(reset.status).toBe(400)
    expect(reset.body.error).toMatch(/invalid, expired or already used/)
    await login(user.username, user.password)
  })

  it('answers 401 without a valid session', async () => {
    await api().post('/api/auth/logout_all.php').expect(401)
    const forged = await api().post('/api/auth/logout_all.php').set('Authorization', 'Bearer not.a.token')
    expect(forged.status).toBe(401)
    expect(forged.body.error).toBe('Your session is missing or has expired. Please sign in again.')
  })
})

import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashOneTimeToken } from '@studio/api/accounts/one-time-token'
import { sessionLifetimeSeconds } from '@studio/api/accounts/session-token'
import { createUser } from '../support/factories.ts'
import { readOutbox } from '../support/mail-outbox.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { waitFor } from '../support/wait-for.ts'

const wrongCredentials = 'Incorrect username or password.'

describe('accounts over real PostgreSQL and Redis', () => {
  let server: TestServer
  const secretsUsed: string[] = []
  beforeAll(async () => {
    server = await startTestServer({ queue: 'redis', env: { RATE_LIMIT_MAX: '1000' } })
  })
  afterAll(async () => {
    // Checked last: nothing any test sent or received as a secret may have reached a log line.
    const logs = server.logs.join('')
    expect(logs.length).toBeGreaterThan(0)
    for (const secret of secretsUsed) expect(logs).not.toContain(secret)
    await server.stop()
  })

  const api = () => request(server.url)
  const secret = <T extends string>(value: T): T => {
    secretsUsed.push(value)
    return value
  }
  const validate = (token: string) =>
    api().post('/api/auth/validate_token.php').set('Authorization', `Bearer ${token}`)
  const login = async (username: string, password: string) => {
    const response = await api().post('/api/auth/login.php').send({ username, password })
    if (response.body.token) secret(response.body.token as string)
    return response
  }
  const mailsTo = async (address: string) =>
    (await readOutbox(server.mailDir)).filter((mail) => mail.to && JSON.stringify(mail.to).includes(address))
  const linkIn = (text: string | undefined, path: string) => {
    const link = new RegExp(`http://localhost:3000/${path}\\?token=([\\w-]+)`).exec(text ?? '')
    if (!link?.[1]) throw new Error(`no /${path} link in the mail`)
    return secret(link[1])
  }

  describe('register', () => {
    it('creates a client account, 201 with a success sentence', async () => {
      const password = secret('first-password-1')
      const response = await api()
        .post('/api/auth/register.php')
        .send({ username: 'Ada.Lovelace', email: 'ada@example.test', password, role: 'client' })
        .expect(201)
      expect(response.body).toEqual({ success: 'Registration successful! You can log in now.' })
      const { rows } = await server.deps.db.query(
        "SELECT role, password_hash FROM users WHERE username = 'Ada.Lovelace'",
      )
      expect(rows[0].role).toBe('client')
      expect(rows[0].password_hash).toMatch(/^\$argon2id\$/)
      expect(rows[0].password_hash).not.toContain(password)
    })

    it('answers 409 for a username or email already taken, whatever the case', async () => {
      await createUser(server.deps, { username: 'TakenName', email: 'taken@example.test' })
      const taken = await api()
        .post('/api/auth/register.php')
        .send({ username: 'takenNAME', email: 'new@example.test', password: secret('long-enough-1') })
        .expect(409)
      expect(taken.body.error).toBe('That username is already taken.')
      const emailTaken = await api()
        .post('/api/auth/register.php')
        .send({ username: 'SomeoneNew', email: 'TAKEN@example.test', password: secret('long-enough-1') })
        .expect(409)
      expect(emailTaken.body.error).toBe('That email is already registered.')
    })

    it('never grants admin: a role of admin is refused and no account is made', async () => {
      const response = await api()
        .post('/api/auth/register.php')
        .send({
          username: 'sneaky',
          email: 'sneaky@example.test',
          password: secret('let-me-in-please'),
          role: 'admin',
        })
        .expect(400)
      expect(response.body.error).toBe('Role: must be client: admin accounts cannot be registered.')
      const { rows } = await server.deps.db.query("SELECT 1 FROM users WHERE username = 'sneaky'")
      expect(rows).toHaveLength(0)
    })

    it.each([
      [{ email: 'a@example.test', password: 'long-enough' }, 'Username: is required.'],
      [
        { username: 'ab', email: 'a@example.test', password: 'long-enough' },
        'Username: must be at least 3 characters.',
      ],
      [
        { username: 'has space', email: 'a@example.test', password: 'long-enough' },
        'Username: may use only letters, digits, _ . and -.',
      ],
      [
        { username: 'valid_name', email: 'not-an-email', password: 'long-enough' },
        'Email: must be a valid email address.',
      ],
      [
        { username: 'valid_name', email: 'a@example.test', password: 'short' },
        'Password: must be at least 8 characters.',
      ],
      [{ username: 'valid_name', email: 'a@example.test', password: 12345678 }, 'Password: is required.'],
    ])('answers 400 with a sentence for %j', async (body, error) => {
      const response = await api().post('/api/auth/register.php').send(body).expect(400)
      expect(response.body.error).toBe(error)
    })
  })

  describe('login and token check', () => {
    it('signs in with the right password (any username case) and the token validates', async () => {
      const user = await createUser(server.deps, { username: 'GraceH' })
      const response = await login('graceh', user.password)
      expect(response.status).toBe(200)
      expect(response.body).toEqual({ token: expect.any(String) })
      const check = await validate(response.body.token).expect(200)
      expect(check.body).toEqual({ success: true, is_admin: false, username: 'GraceH' })
    })

    it('issues a JWT naming the user that expires in 7 days', async () => {
      const user = await createUser(server.deps)
      const { token } = (await login(user.username, user.password)).body
      const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString())
      expect(claims.sub).toBe(String(user.id))
      expect(claims.exp - claims.iat).toBe(sessionLifetimeSeconds)
      expect(sessionLifetimeSeconds).toBe(7 * 24 * 3600)
    })

    it('answers 401 with one sentence for a wrong password and for an unknown user', async () => {
      const user = await createUser(server.deps)
      const wrong = await login(user.username, secret('not-the-password'))
      expect(wrong.status).toBe(401)
      expect(wrong.body.error).toBe(wrongCredentials)
      const unknown = await login('nobody_here', secret('whatever-password'))
      expect(unknown.status).toBe(401)
      expect(unknown.body.error).toBe(wrongCredentials)
    })

    it('reports admins as admins', async () => {
      const admin = await createUser(server.deps, { admin: true })
      const check = await validate(admin.token).expect(200)
      expect(check.body).toEqual({ success: true, is_admin: true, username: admin.username })
    })

    it('re-reads the user: a demoted admin loses admin at once, a deleted user is refused at once', async () => {
      const admin = await createUser(server.deps, { admin: true })
      await server.deps.db.query("UPDATE users SET role = 'client' WHERE id = $1", [admin.id])
      expect((await validate(admin.token).expect(200)).body.is_admin).toBe(false)
      await server.deps.db.query('DELETE FROM users WHERE id = $1', [admin.id])
      const gone = await validate(admin.token).expect(401)
      expect(gone.body.error).toBe('Your session is missing or has expired. Please sign in again.')
    })

    it('answers 401 without a token, with a forged one and with a malformed header', async () => {
      await api().post('/api/auth/validate_token.php').expect(401)
      const user = await createUser(server.deps)
      const [header, , signature] = user.token.split('.')
      const forgedClaims = Buffer.from(JSON.stringify({ sub: '1', exp: 4102444800 })).toString('base64url')
      await validate(`${header}.${forgedClaims}.${signature}`).expect(401)
      await validate('not-a-jwt').expect(401)
      await api().post('/api/auth/validate_token.php').set('Authorization', user.token).expect(401)
    })
  })

  describe('forgot and reset password', () => {
    const forgotReply = {
      success: 'If an account uses that email, a reset link is on its way. Check your email.',
    }

    it('answers the same for a known and an unknown email, and mails only the known one', async () => {
      const user = await createUser(server.deps, { email: 'known.person@example.test' })
      const known = await api()
        .post('/api/auth/forgot_password.php')
        .send({ email: 'Known.Person@example.test' })
      const unknown = await api()
        .post('/api/auth/forgot_password.php')
        .send({ email: 'stranger@example.test' })
      expect(known.status).toBe(200)
      expect(unknown.status).toBe(200)
      expect(known.body).toEqual(forgotReply)
      expect(unknown.body).toEqual(forgotReply)
      const [mail] = await waitFor('the reset mail', async () => {
        const mails = await mailsTo(user.email)
        return mails.length ? mails : undefined
      })
      expect(mail?.subject).toMatch(/^Reset your .+ password$/)
      linkIn(mail?.text, 'reset-password')
      const { rows } = await server.deps.db.query(
        `SELECT o.job_id FROM job_outbox o WHERE o.job_id LIKE 'reset-mail-%' AND o.payload->>'to' = $1`,
        ['stranger@example.test'],
      )
      expect(rows).toHaveLength(0)
    })

    it('stores only a hash of a random 32-byte token that lasts one hour, and the mail goes once', async () => {
      const user = await createUser(server.deps)
      await api().post('/api/auth/forgot_password.php').send({ email: user.email }).expect(200)
      const mail = await waitFor('the reset mail', async () => (await mailsTo(user.email))[0])
      const token = linkIn(mail.text, 'reset-password')
      expect(Buffer.from(token, 'base64url')).toHaveLength(32)
      const { rows } = await server.deps.db.query(
        `SELECT id, token_hash, extract(epoch FROM expires_at - created_at) AS lifetime
         FROM one_time_tokens WHERE user_id = $1`,
        [user.id],
      )
      expect(rows).toHaveLength(1)
      expect(rows[0].token_hash).toBe(hashOneTimeToken(token))
      expect(Number(rows[0].lifetime)).toBeCloseTo(3600, -1)
      await server.deps.outbox.flush()
      await waitFor('the mail log entry', async () => {
        const sent = await server.deps.db.query('SELECT 1 FROM mail_log WHERE idempotency_key = $1', [
          `reset-mail-${rows[0].id}`,
        ])
        return sent.rows.length === 1
      })
      expect(await mailsTo(user.email)).toHaveLength(1)
      // Sent: the outbox row no longer holds the link (the mail log keeps who, what and when).
      const outbox = await server.deps.db.query('SELECT payload, done_at FROM job_outbox WHERE job_id = $1', [
        `reset-mail-${rows[0].id}`,
      ])
      expect(outbox.rows).toEqual([{ payload: {}, done_at: expect.any(Date) }])
    })

    it('resets the password once: the new one works, the old one and a second use do not', async () => {
      const user = await createUser(server.deps)
      await api().post('/api/auth/forgot_password.php').send({ email: user.email }).expect(200)
      const token = linkIn(
        (await waitFor('the reset mail', async () => (await mailsTo(user.email))[0])).text,
        'reset-password',
      )
      const newPassword = secret('brand-new-password')
      const reset = await api()
        .post('/api/auth/reset_password.php')
        .send({ token, password: newPassword })
        .expect(200)
      expect(reset.body).toEqual({ success: 'Your password has been reset.' })
      const fresh = await login(user.username, newPassword)
      expect(fresh.status).toBe(200)
      expect((await login(user.username, user.password)).status).toBe(401)
      // The reset signed the account out everywhere: the session from before is refused, the new one works.
      await validate(user.token).expect(401)
      await validate(fresh.body.token).expect(200)
      const again = await api()
        .post('/api/auth/reset_password.php')
        .send({ token, password: secret('third-password') })
      expect(again.status).toBe(400)
      expect(again.body.error).toBe(
        'This reset link is invalid, expired or already used. Please ask for a new one.',
      )
    })

    it('refuses an expired token', async () => {
      const user = await createUser(server.deps)
      await api().post('/api/auth/forgot_password.php').send({ email: user.email }).expect(200)
      const token = linkIn(
        (await waitFor('the reset mail', async () => (await mailsTo(user.email))[0])).text,
        'reset-password',
      )
      await server.deps.db.query(
        `UPDATE one_time_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
        [user.id],
      )
      await api()
        .post('/api/auth/reset_password.php')
        .send({ token, password: secret('too-late-password') })
        .expect(400)
      expect((await login(user.username, user.password)).status).toBe(200)
    })

    it('a reset voids the older links of that user', async () => {
      const user = await createUser(server.deps)
      await api().post('/api/auth/forgot_password.php').send({ email: user.email }).expect(200)
      await api().post('/api/auth/forgot_password.php').send({ email: user.email }).expect(200)
      const mails = await waitFor('two reset mails', async () => {
        const found = await mailsTo(user.email)
        return found.length === 2 ? found : undefined
      })
      const [older, newer] = mails.map((mail) => linkIn(mail.text, 'reset-password'))
      expect(older).not.toBe(newer)
      await api()
        .post('/api/auth/reset_password.php')
        .send({ token: newer, password: secret('newest-password') })
        .expect(200)
      await api()
        .post('/api/auth/reset_password.php')
        .send({ token: older, password: secret('older-password!') })
        .expect(400)
    })

    it('a new reset link voids the older ones before any is used', async () => {
      const user = await createUser(server.deps)
      await api().post('/api/auth/forgot_password.php').send({ email: user.email }).expect(200)
      await waitFor('the first reset mail', async () => (await mailsTo(user.email)).length === 1)
      await api().post('/api/auth/forgot_password.php').send({ email: user.email }).expect(200)
      const mails = await waitFor('two reset mails', async () => {
        const found = await mailsTo(user.email)
        return found.length === 2 ? found : undefined
      })
      const [older, newer] = mails.map((mail) => linkIn(mail.text, 'reset-password'))
      const refused = await api()
        .post('/api/auth/reset_password.php')
        .send({ token: older, password: secret('from-the-old-link') })
        .expect(400)
      expect(refused.body.error).toBe(
        'This reset link is invalid, expired or already used. Please ask for a new one.',
      )
      await api()
        .post('/api/auth/reset_password.php')
        .send({ token: newer, password: secret('from-the-new-link') })
        .expect(200)
    })

    it('answers 400 for an unknown token, a short password and a missing body', async () => {
      const unknown = await api()
        .post('/api/auth/reset_password.php')
        .send({ token: 'made-up-token', password: 'long-enough-pw' })
        .expect(400)
      expect(unknown.body.error).toBe(
        'This reset link is invalid, expired or already used. Please ask for a new one.',
      )
      const short = await api()
        .post('/api/auth/reset_password.php')
        .send({ token: 'x', password: 'short' })
        .expect(400)
      expect(short.body.error).toBe('Password: must be at least 8 characters.')
      const empty = await api().post('/api/auth/reset_password.php').expect(400)
      expect(empty.body.error).toBe('Token: is required.')
      const badEmail = await api().post('/api/auth/forgot_password.php').send({ email: 'nope' }).expect(400)
      expect(badEmail.body.error).toBe('Email: must be a valid email address.')
    })
  })

  describe('emailed sign-in link', () => {
    it('mails a 15-minute link to a known email that signs in once', async () => {
      const user = await createUser(server.deps)
      const reply = await api().post('/api/auth/sign_in_link.php').send({ email: user.email }).expect(200)
      expect(reply.body).toEqual({
        success: 'If an account uses that email, a sign-in link is on its way. Check your email.',
      })
      const unknown = await api()
        .post('/api/auth/sign_in_link.php')
        .send({ email: 'ghost@example.test' })
        .expect(200)
      expect(unknown.body).toEqual(reply.body)
      const mail = await waitFor('the sign-in mail', async () => (await mailsTo(user.email))[0])
      expect(mail.subject).toMatch(/sign-in link$/)
      const token = linkIn(mail.text, 'login')
      const { rows } = await server.deps.db.query(
        `SELECT purpose, extract(epoch FROM expires_at - created_at) AS lifetime FROM one_time_tokens WHERE user_id = $1`,
        [user.id],
      )
      expect(rows[0].purpose).toBe('sign-in')
      expect(Number(rows[0].lifetime)).toBeCloseTo(900, -1)

      const signedIn = await api().post('/api/auth/sign_in_with_link.php').send({ token }).expect(200)
      secret(signedIn.body.token)
      expect((await validate(signedIn.body.token).expect(200)).body.username).toBe(user.username)
      const reused = await api().post('/api/auth/sign_in_with_link.php').send({ token }).expect(400)
      expect(reused.body.error).toBe(
        'This sign-in link is invalid, expired or already used. Please ask for a new one.',
      )
    })

    it('does not accept a reset token as a sign-in link', async () => {
      const user = await createUser(server.deps)
      await api().post('/api/auth/forgot_password.php').send({ email: user.email }).expect(200)
      const token = linkIn(
        (await waitFor('the reset mail', async () => (await mailsTo(user.email))[0])).text,
        'reset-password',
      )
      await api().post('/api/auth/sign_in_with_link.php').send({ token }).expect(400)
    })
  })
})

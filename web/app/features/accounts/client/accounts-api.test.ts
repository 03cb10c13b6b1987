import { afterEach, describe, expect, it, vi } from 'vitest'
import { login, register, resetPassword } from './accounts-api'

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })),
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('account calls', () => {
  it('returns the token of a successful login and posts the credentials as JSON', async () => {
    answer(200, { token: 'abc.def.ghi' })
    expect(await login('ada', 'secret-pass')).toEqual({
      ok: true,
      status: 200,
      data: { token: 'abc.def.ghi' },
    })
    const [path, init] = vi.mocked(fetch).mock.calls[0]!
    expect(path).toBe('/api/auth/login.php')
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual({ username: 'ada', password: 'secret-pass' })
  })

  it('keeps the status and the server sentence of a refusal', async () => {
    answer(403, { error: 'This account is paused.' })
    expect(await login('ada', 'x')).toMatchObject({
      ok: false,
      status: 403,
      error: 'This account is paused.',
    })
    answer(409, { error: '' })
    const refused = await register({ username: 'a', email: 'a@b.c', password: 'p' })
    expect(refused).toMatchObject({ ok: false, status: 409 })
    expect(refused.ok || refused.error).toBeUndefined()
  })

  it('reports no status when the network fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
    expect(await resetPassword('t', 'p')).toMatchObject({ ok: false, status: null })
  })

  it('always registers a client and passes on the success sentence', async () => {
    answer(201, { success: 'Registration successful! You can log in now.' })
    expect(await register({ username: 'ada', email: 'ada@example.test', password: 'long-enough' })).toEqual({
      ok: true,
      status: 201,
      data: { success: 'Registration successful! You can log in now.' },
    })
    expect(JSON.parse(String(vi.mocked(fetch).mock.calls[0]![1]?.body)).role).toBe('client')
  })

  it('passes on no sentence when the reply has none', async () => {
    answer(200, { success: true })
    expect(await resetPassword('t', 'long-enough')).toEqual({ ok: true, status: 200, data: {} })
  })

  it('treats a 200 without a token as a failure', async () => {
    answer(200, { success: true })
    expect(await login('ada', 'x')).toMatchObject({ ok: false, problem: 'unreadable' })
  })
})

// The account calls (README.md#http-api). Each answers a plain outcome so the screens only decide what to
// say: `status` is null when the call never got an HTTP answer (network down, or a reply that is not JSON).

export type ApiOutcome<Body> = { ok: true; body: Body } | { ok: false; status: number | null; error?: string }

interface ServerReply {
  success?: unknown
  error?: unknown
  token?: unknown
}

async function postJson(path: string, payload: unknown): Promise<ApiOutcome<ServerReply>> {
  let response: Response
  let body: ServerReply
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
    })
    body = (await response.json()) as ServerReply
  } catch {
    return { ok: false, status: null }
  }
  if (response.ok && body && typeof body === 'object') return { ok: true, body }
  const error = typeof body?.error === 'string' && body.error ? body.error : undefined
  return { ok: false, status: response.status, error }
}

/** The reply's `success` sentence, when it carries one. */
function successText(body: ServerReply): string | undefined {
  return typeof body.success === 'string' && body.success ? body.success : undefined
}

async function withToken(path: string, payload: unknown): Promise<ApiOutcome<{ token: string }>> {
  const outcome = await postJson(path, payload)
  if (!outcome.ok) return outcome
  const { token } = outcome.body
  return typeof token === 'string' && token ? { ok: true, body: { token } } : { ok: false, status: null }
}

async function withSuccess(path: string, payload: unknown): Promise<ApiOutcome<{ success?: string }>> {
  const outcome = await postJson(path, payload)
  return outcome.ok ? { ok: true, body: { success: successText(outcome.body) } } : outcome
}

export function login(username: string, password: string) {
  return withToken('/api/auth/login.php', { username, password })
}

export function register(account: { username: string; email: string; password: string }) {
  return withSuccess('/api/auth/register.php', { ...account, role: 'client' })
}

export function requestPasswordReset(email: string) {
  return withSuccess('/api/auth/forgot_password.php', { email })
}

export function resetPassword(token: string, password: string) {
  return withSuccess('/api/auth/reset_password.php', { token, password })
}

export function requestSignInLink(email: string) {
  return withSuccess('/api/auth/sign_in_link.php', { email })
}

export function signInWithLink(token: string) {
  return withToken('/api/auth/sign_in_with_link.php', { token })
}

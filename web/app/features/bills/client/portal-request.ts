import { readAuthToken } from '../../../auth/auth-token'

export type PortalReply<T> = { ok: true; data: T } | { ok: false; status: number; error: string }

/**
 * A call to the API as the signed-in user (the bills page and the dashboard). A refusal resolves with the
 * server's sentence; only a network failure rejects, which is when the failure toasts of
 * docs/product.md#bills-messages apply.
 */
export async function portalRequest<T>(
  path: string,
  options: { method?: 'GET' | 'POST'; body?: object } = {},
) {
  const token = readAuthToken()
  const response = await fetch(`/api${path}`, {
    method: options.method ?? 'GET',
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(options.body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: options.body ? JSON.stringify(options.body) : undefined,
  })
  const reply: unknown = await response.json().catch(() => null)
  if (response.ok) return { ok: true, data: reply as T } satisfies PortalReply<T>
  const error = (reply as { error?: unknown } | null)?.error
  return {
    ok: false,
    status: response.status,
    error: typeof error === 'string' ? error : `The server answered ${response.status}.`,
  } satisfies PortalReply<T>
}

import { apiPrefix, type Endpoint, type InputOf, type ReplyOf } from '@studio/api/contract/endpoint'
import { readAuthToken } from '#app/session/auth-token.ts'

/**
 * How a call to the API went. A failure is one of three: the server refused (a 4xx/5xx with JSON), it
 * answered something that is not JSON (a proxy's error page), or no answer came (`status` null).
 */
export type ApiResult<Data> = { ok: true; status: number; data: Data } | ApiFailure

export interface ApiFailure {
  ok: false
  problem: 'refused' | 'unreadable' | 'network'
  /** The HTTP status; null when the request never got an answer. */
  status: number | null
  /** The server's own sentence (`{ error }`), when it sent one; a 429's says when to try again. */
  error?: string
}

/**
 * Calls one endpoint of the wire contract and never throws. The input fills the path's `:parameters`; the
 * rest goes in the query of a GET or DELETE, and is the JSON body of a POST, PUT or PATCH. Endpoints for
 * the signed-in user carry the stored token here, and nowhere else.
 */
export async function callApi<E extends Endpoint<unknown, unknown>>(
  endpoint: E,
  input?: InputOf<E>,
  headers: Record<string, string> = {},
): Promise<ApiResult<ReplyOf<E>>> {
  const token = endpoint.signedIn ? readAuthToken() : null
  const sendsBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE'
  const { path, rest } = fillPath(endpoint.path, input)
  const body = sendsBody && input !== undefined ? JSON.stringify(rest) : undefined
  let response: Response
  try {
    response = await fetch(`${apiPrefix}${path}${sendsBody ? '' : queryOf(rest)}`, {
      method: endpoint.method,
      headers: {
        ...(body ? { 'Content-Type': 'application/json' } : {}),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body,
    })
  } catch {
    return { ok: false, problem: 'network', status: null }
  }
  const { status } = response
  let data: unknown
  try {
    // 204 No Content is the one success without a body.
    data = status === 204 ? undefined : JSON.parse(await response.text())
  } catch {
    return { ok: false, problem: 'unreadable', status }
  }
  if (response.ok) return { ok: true, status, data: data as ReplyOf<E> }
  const { error } = (data ?? {}) as { error?: unknown }
  return { ok: false, problem: 'refused', status, ...(typeof error === 'string' && error ? { error } : {}) }
}

/** The path with its `:parameters` filled from the input, and the input's other fields. */
function fillPath(template: string, input: unknown): { path: string; rest: Record<string, unknown> } {
  let path = template
  const rest: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(input ?? {})) {
    if (path.includes(`:${name}`)) path = path.replace(`:${name}`, encodeURIComponent(String(value)))
    else rest[name] = value
  }
  return { path, rest }
}

function queryOf(fields: Record<string, unknown>): string {
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(fields)) query.set(name, String(value))
  const search = query.toString()
  return search ? `?${search}` : ''
}

/**
 * One HTTP endpoint of the API: its method, its path under /api and whether it needs the signed-in user's
 * bearer token. What it takes and what it answers ride along as types only, so the browser can import an
 * endpoint for a few bytes of strings while the server's zod schemas stay out of its bundle. Each area's
 * module (accounts.ts, bills.ts, ...) exports one constant per endpoint; import it as a namespace
 * (`import * as billsApi from '.../contract/bills'`) and a bundle keeps only the endpoints it uses.
 */
export interface Endpoint<Input, Reply> {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** The path under /api, as Express routes it (`:id` names a path parameter). */
  readonly path: string
  /** The call sends `Authorization: Bearer <token>` (docs/http-api.md: none or invalid → 401). */
  readonly signedIn: boolean
  /** Never set at run time: it carries the input (query or JSON body) and the reply's types. */
  readonly wire?: { input: Input; reply: Reply }
}

export type InputOf<E> = E extends Endpoint<infer Input, unknown> ? Input : never
export type ReplyOf<E> = E extends Endpoint<unknown, infer Reply> ? Reply : never

/** Where the API is mounted; every endpoint path lies under it. */
export const apiPrefix = '/api'

// Marked free of side effects so the browser's bundle keeps only the endpoints a page imports.
/* @__NO_SIDE_EFFECTS__ */
export function endpoint<Input, Reply>(
  method: Endpoint<Input, Reply>['method'],
  path: string,
  access: 'anyone' | 'signed-in' = 'anyone',
): Endpoint<Input, Reply> {
  return { method, path, signedIn: access === 'signed-in' }
}

/** The success sentence most writes answer with (docs/http-api.md: `{success}`). */
export interface SuccessReply {
  success: string
}

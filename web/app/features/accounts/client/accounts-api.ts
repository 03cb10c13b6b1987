import * as accountsApi from '@studio/api/contract/accounts'
import { callApi, type ApiResult } from '#app/api-client/api-client.ts'

// The account calls (docs/http-api.md), one function each. A reply is checked for what the screens use:
// a login without a token is a failure, and a success sentence is passed on only when there is one.

async function tokenCall(call: Promise<ApiResult<{ token: string }>>): Promise<ApiResult<{ token: string }>> {
  const result = await call
  if (!result.ok) return result
  const { token } = result.data as { token?: unknown }
  return typeof token === 'string' && token
    ? { ...result, data: { token } }
    : { ok: false, problem: 'unreadable', status: result.status }
}

async function sentenceCall(
  call: Promise<ApiResult<{ success: string }>>,
): Promise<ApiResult<{ success?: string }>> {
  const result = await call
  if (!result.ok) return result
  const { success } = result.data as { success?: unknown }
  return { ...result, data: typeof success === 'string' && success ? { success } : {} }
}

export const login = (username: string, password: string) =>
  tokenCall(callApi(accountsApi.login, { username, password }))

/** Always a client account: admins are made only on the server's command line. */
export const register = (account: { username: string; email: string; password: string }) =>
  sentenceCall(callApi(accountsApi.register, { ...account, role: 'client' }))

export const requestPasswordReset = (email: string) =>
  sentenceCall(callApi(accountsApi.forgotPassword, { email }))

export const resetPassword = (token: string, password: string) =>
  sentenceCall(callApi(accountsApi.resetPassword, { token, password }))

export const requestSignInLink = (email: string) => sentenceCall(callApi(accountsApi.signInLink, { email }))

export const signInWithLink = (token: string) => tokenCall(callApi(accountsApi.signInWithLink, { token }))

import type { Page } from 'playwright-core'

/** A session token for `user` from the real login call, for tests that call the API as that user. */
export async function loginToken(baseURL: string, user: { username: string; password: string }) {
  const response = await fetch(`${baseURL}/api/auth/login.php`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: user.username, password: user.password }),
  })
  const body = (await response.json()) as { token?: string; error?: string }
  if (!response.ok || !body.token)
    throw new Error(`Login as ${user.username} failed: ${body.error ?? response.status}`)
  return body.token
}

/**
 * Signs `page` in as a user, the way the login form does: the real login call, its token stored under
 * localStorage 'authToken' before the app starts on every page this page opens.
 */
export async function signIn(page: Page, baseURL: string, user: { username: string; password: string }) {
  const token = await loginToken(baseURL, user)
  await page.addInitScript((stored) => localStorage.setItem('authToken', stored), token)
}

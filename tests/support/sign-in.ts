import type { Page } from 'playwright-core'

/**
 * Signs `page` in as a user, the way the login form does: the real login call, its token stored under
 * localStorage 'authToken' before the app starts on every page this page opens.
 */
export async function signIn(page: Page, baseURL: string, user: { username: string; password: string }) {
  const response = await fetch(`${baseURL}/api/auth/login.php`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: user.username, password: user.password }),
  })
  const body = (await response.json()) as { token?: string; error?: string }
  if (!response.ok || !body.token)
    throw new Error(`Login as ${user.username} failed: ${body.error ?? response.status}`)
  await page.addInitScript((token) => localStorage.setItem('authToken', token), body.token)
}

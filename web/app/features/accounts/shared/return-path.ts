/** The query parameter that carries where to go after signing in: `/login?next=/bcl`. */
export const returnParam = 'next'

const afterSignIn = '/dashboard'

/**
 * Where to go after signing in: the page that sent the visitor to /login when `next` names a path on this
 * site, else the dashboard. Anything that could leave the site (`//evil.example`, `/\evil.example`,
 * `https://…`, `javascript:`) falls back, so the login page cannot be used as an open redirect.
 */
export function returnPathAfterSignIn(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return afterSignIn
  const base = 'https://site.invalid'
  let url: URL
  try {
    url = new URL(next, base)
  } catch {
    return afterSignIn
  }
  if (url.origin !== base || url.pathname === '/login') return afterSignIn
  return url.pathname + url.search + url.hash
}

/**
 * The login link of a page that needs a session: it brings the visitor back to `path` afterwards. The
 * dashboard, where signing in leads anyway, gets the plain `/login`.
 */
export function loginLinkFor(path: string): string {
  if (returnPathAfterSignIn(path) === afterSignIn) return '/login'
  return `/login?${new URLSearchParams({ [returnParam]: path })}`
}

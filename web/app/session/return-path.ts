/** The query parameter that carries where to go after signing in: `/login?next=/bcl`. */
export const returnParam = 'next'

const afterSignIn = '/dashboard'
const siteBase = 'https://site.invalid'

/**
 * Where to go after signing in: the page that sent the visitor to /login when `next` names a path on this
 * site, else the dashboard. Anything that could leave the site (`//evil.example`, `/\evil.example`,
 * `https://…`, `javascript:`) falls back, so the login page cannot be used as an open redirect. The path is
 * judged as it comes out, after normalisation: `/.//evil.example` normalises to `//evil.example`.
 */
export function returnPathAfterSignIn(next: string | null): string {
  if (!next || !isSitePath(next)) return afterSignIn
  let url: URL
  try {
    url = new URL(next, siteBase)
  } catch {
    return afterSignIn
  }
  const path = url.pathname + url.search + url.hash
  if (url.origin !== siteBase || !isSitePath(path) || url.pathname === '/login') return afterSignIn
  return path
}

/** A path the browser reads as on this site: one leading slash, not `//` or a backslash (which reads as `/`). */
function isSitePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\')
}

/**
 * The login link of a page that needs a session: it brings the visitor back to `path` afterwards. The
 * dashboard, where signing in leads anyway, gets the plain `/login`.
 */
export function loginLinkFor(path: string): string {
  if (returnPathAfterSignIn(path) === afterSignIn) return '/login'
  return `/login?${new URLSearchParams({ [returnParam]: path })}`
}

// The pages the web build does not prerender (the care plan's, for signed-in people: web/app/site/
// site-pages.ts lists them). The build writes their route paths to `spaPagesFile` beside React Router's
// SPA fallback, and every server of the site (`npm start`, nginx) answers each of them with that
// fallback and status 200, so the router has one list and the servers keep none by hand.

/** React Router's page for the routes it did not prerender: the app's frame, which renders the route. */
export const spaFallbackFile = '__spa-fallback.html'

/** The build's list of those routes' paths (JSON, an array of '/dashboard/requests/:id' forms). */
export const spaPagesFile = '__spa-pages.json'

const regexSpecial = /[.*+?^${}()|[\]\\]/g

/**
 * The URL paths one route path serves, as an anchored regular expression's source that both JavaScript and
 * nginx (PCRE) read alike: each `:param` is one non-empty segment, and a trailing slash is allowed.
 */
export function spaPagePattern(routePath: string): string {
  const segments = routePath
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(regexSpecial, '\\$&')))
  return `^/${segments.join('/')}/?$`
}

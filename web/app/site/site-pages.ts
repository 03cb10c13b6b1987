// The route table (docs/product.md#every-page) in one place: routes.ts builds the router from it,
// react-router.config.ts prerenders every path of sitePages, and the build writes sitemap.xml from the
// indexable ones and the list of carePlanPages the servers answer with the SPA fallback.
// The tool pages come from the tool catalogue, so a tool added there gets its route, prerendered page and
// sitemap entry.

import { toolCatalogue } from './tool-catalogue'

export type RouteGroup = 'marketing' | 'auth' | 'portal' | 'tools' | 'policies'

export interface SitePage {
  path: string
  group: RouteGroup
  /** Module name under routes/<group>/ (the path without '/', or a name for '/' and /bcl). */
  slug: string
  /** false: private or one-time pages (noindex, left out of the sitemap). */
  indexable: boolean
}

const page = (path: string, group: RouteGroup, indexable = true): SitePage => ({
  path,
  group,
  slug: path.slice(1),
  indexable,
})

export const sitePages: SitePage[] = [
  { path: '/', group: 'marketing', slug: 'home', indexable: true },
  page('/about', 'marketing'),
  page('/contact', 'marketing'),
  page('/tools', 'marketing'),
  page('/login', 'auth'),
  page('/register', 'auth'),
  page('/reset-password', 'auth', false),
  page('/dashboard', 'portal', false),
  // The bills checklist: its module says what it is, its path stays the one people have bookmarked.
  { path: '/bcl', group: 'portal', slug: 'bills', indexable: false },
  ...toolCatalogue.map((tool) => page(tool.path, 'tools')),
  page('/crawl-policy', 'policies'),
  page('/privacy-policy', 'policies'),
  page('/terms-of-service', 'policies'),
]

/**
 * The care plan's pages (docs/portal.md), for signed-in people and full of their data, so never
 * prerendered: routes.ts nests them under the signed-in layout, and the build lists their paths for the
 * servers, which answer each with the SPA fallback and status 200 (@studio/api/contract/spa-pages).
 */
export const carePlanPages: { path: string; file: string }[] = [
  { path: '/dashboard/clients', file: 'routes/portal/clients.tsx' },
  { path: '/dashboard/requests', file: 'routes/portal/requests.tsx' },
  { path: '/dashboard/requests/:id', file: 'routes/portal/request.tsx' },
  { path: '/dashboard/reports', file: 'routes/portal/reports.tsx' },
  { path: '/dashboard/reports/:id', file: 'routes/portal/report.tsx' },
  { path: '/dashboard/sites/:id', file: 'routes/portal/site.tsx' },
]

/** Prerendered for the splat route: servers answer unknown paths with this page and status 404. */
export const notFoundPath = '/404'

export function routeFile({ group, slug }: SitePage): string {
  return `routes/${group}/${slug}.tsx`
}

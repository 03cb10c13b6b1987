// The route table (docs/product.md#every-page) in one place: routes.ts builds the router from it,
// react-router.config.ts prerenders every path, and the build writes sitemap.xml from the indexable ones.
// The tool pages come from the tool catalogue, so a tool added there gets its route, prerendered page and
// sitemap entry.

import { toolCatalogue } from './tool-catalogue'

export type RouteGroup = 'marketing' | 'auth' | 'portal' | 'tools' | 'policies'

export interface SitePage {
  path: string
  group: RouteGroup
  /** Module name under routes/<group>/ (the path without '/', or a name for '/'). */
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
  page('/bcl', 'portal', false),
  ...toolCatalogue.map((tool) => page(tool.path, 'tools')),
  page('/crawl-policy', 'policies'),
  page('/privacy-policy', 'policies'),
  page('/terms-of-service', 'policies'),
]

/** Prerendered for the splat route: servers answer unknown paths with this page and status 404. */
export const notFoundPath = '/404'

export function routeFile({ group, slug }: SitePage): string {
  return `routes/${group}/${slug}.tsx`
}

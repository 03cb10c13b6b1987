import { index, layout, route, type RouteConfig } from '@react-router/dev/routes'
import { carePlanPages, routeFile, sitePages, type SitePage } from '#app/site/site-pages.ts'

// One code-split module per path of the route table. The portal's pages sit under the signed-in layout
// (routes/portal/layout.tsx), which shows them to signed-in people only: a new portal page goes in its
// list in site-pages.ts, sitePages when it is prerendered, carePlanPages when it is not (signed in, served
// from the SPA fallback). Unknown paths fall to the splat route, which is the home module again under its
// own id (home content, noindex; served with status 404).

const pageRoute = (page: SitePage) =>
  page.path === '/' ? index(routeFile(page)) : route(page.path.slice(1), routeFile(page))

export default [
  ...sitePages.filter((page) => page.group !== 'portal').map(pageRoute),
  layout('routes/portal/layout.tsx', [
    ...sitePages.filter((page) => page.group === 'portal').map(pageRoute),
    ...carePlanPages.map((page) => route(page.path.slice(1), page.file)),
  ]),
  route('*', 'routes/marketing/home.tsx', { id: 'routes/marketing/not-found' }),
] satisfies RouteConfig

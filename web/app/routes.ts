import { index, layout, route, type RouteConfig } from '@react-router/dev/routes'
import { routeFile, sitePages, type SitePage } from '#app/site/site-pages.ts'

// One code-split module per path of the route table. The portal's pages sit under the signed-in layout
// (routes/portal/layout.tsx), which shows them to signed-in people only: a new portal page goes in its
// list, from the route table or, as the care plan's pages are (signed in, never prerendered), as a route of
// its own. Unknown paths fall to the splat route, which is the home module again under its own id (home
// content, noindex; served with status 404).

const pageRoute = (page: SitePage) =>
  page.path === '/' ? index(routeFile(page)) : route(page.path.slice(1), routeFile(page))

// The care plan portal (docs/portal.md): the client's threads and reports, the admin's views.
const carePlanPages = [
  route('dashboard/clients', 'routes/portal/clients.tsx'),
  route('dashboard/requests', 'routes/portal/requests.tsx'),
  route('dashboard/requests/:id', 'routes/portal/request.tsx'),
  route('dashboard/reports', 'routes/portal/reports.tsx'),
  route('dashboard/reports/:id', 'routes/portal/report.tsx'),
]

export default [
  ...sitePages.filter((page) => page.group !== 'portal').map(pageRoute),
  layout('routes/portal/layout.tsx', [
    ...sitePages.filter((page) => page.group === 'portal').map(pageRoute),
    ...carePlanPages,
  ]),
  route('*', 'routes/marketing/home.tsx', { id: 'routes/marketing/not-found' }),
] satisfies RouteConfig

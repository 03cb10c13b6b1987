import { index, route, type RouteConfig } from '@react-router/dev/routes'
import { routeFile, sitePages } from '#app/site/site-pages.ts'

// One code-split module per path of the route table. Unknown paths fall to the splat route, which is the
// home module again under its own id (home content, noindex; served with status 404).
export default [
  ...sitePages.map((page) =>
    page.path === '/' ? index(routeFile(page)) : route(page.path.slice(1), routeFile(page)),
  ),
  route('*', 'routes/marketing/home.tsx', { id: 'routes/marketing/not-found' }),
] satisfies RouteConfig

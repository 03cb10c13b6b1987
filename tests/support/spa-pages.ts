import { carePlanPages } from '@studio/web/site/site-pages'

// The addresses a server must answer with the SPA fallback (the care plan's pages, each id filled in two
// ways, one with a trailing slash), and addresses beside them that name no page and must stay 404.

export const spaPageAddresses = carePlanPages.flatMap(({ path }) =>
  path.includes(':id') ? ['7', 'abc/'].map((id) => path.replace(':id', id)) : [path, `${path}/`],
)

export const unknownDashboardAddresses = ['/dashboard/nope', '/dashboard/requests/7/more', '/dashboard/sites']

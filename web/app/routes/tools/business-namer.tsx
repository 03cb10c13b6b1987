import { BusinessNamer } from '../../features/business-namer/client/BusinessNamer'
import { pageMeta } from '../../seo/page-meta'
import { RouteErrorBoundary } from '../../site/RouteErrorBoundary'
import type { Route } from './+types/business-namer'

const intro = 'Give a few keywords and pick a vibe to get business name ideas worth saying out loud.'

export default function BusinessNamerPage() {
  return (
    <div className="container page">
      <header className="page-header">
        <h1>Business Name Brainstormer</h1>
        <p>{intro}</p>
      </header>
      <BusinessNamer />
    </div>
  )
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: '/business-namer',
    title: 'Business Name Brainstormer',
    description: `${intro} Free, no sign-up.`,
    keywords: ['business name generator', 'company name ideas', 'brand names', 'small business'],
    kind: 'WebApplication',
  })

export const ErrorBoundary = RouteErrorBoundary

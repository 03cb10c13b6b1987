import { RoastToast } from '../../features/roast-toast/client/RoastToast'
import { pageMeta } from '../../seo/page-meta'
import { RouteErrorBoundary } from '../../site/RouteErrorBoundary'
import type { Route } from './+types/roast-toast'

const intro =
  'Enter a website address and get the honest roasts, the well-earned toasts and the first fix to try.'

export default function RoastToastPage() {
  return (
    <div className="container page">
      <header className="page-header">
        <h1>Website Roast & Toast</h1>
        <p>{intro}</p>
      </header>
      <RoastToast />
    </div>
  )
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: '/roast-toast',
    title: 'Website Roast & Toast',
    description: `${intro} Free, no sign-up.`,
    keywords: ['website audit', 'SEO check', 'site speed test', 'free website review'],
    kind: 'WebApplication',
  })

export const ErrorBoundary = RouteErrorBoundary

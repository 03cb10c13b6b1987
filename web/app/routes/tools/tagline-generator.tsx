import { TaglineGenerator } from '../../features/tagline-generator/client/TaglineGenerator'
import { pageMeta } from '../../seo/page-meta'
import { RouteErrorBoundary } from '../../site/RouteErrorBoundary'
import type { Route } from './+types/tagline-generator'

const intro = 'Describe your industry and what makes you different, and get taglines to try on.'

export default function TaglineGeneratorPage() {
  return (
    <div className="container page">
      <header className="page-header">
        <h1>Tagline Generator</h1>
        <p>{intro}</p>
      </header>
      <TaglineGenerator />
    </div>
  )
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: '/tagline-generator',
    title: 'Tagline Generator',
    description: `${intro} Free, no sign-up.`,
    keywords: ['tagline generator', 'slogan ideas', 'marketing copy', 'small business'],
    kind: 'WebApplication',
  })

export const ErrorBoundary = RouteErrorBoundary

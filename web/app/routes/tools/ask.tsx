import { AskAssistant } from '../../features/ask/client/AskAssistant'
import { pageMeta } from '../../seo/page-meta'
import { RouteErrorBoundary } from '../../site/RouteErrorBoundary'
import type { Route } from './+types/ask'

const intro =
  'Ask a plain question about websites, marketing or running a small business and get a plain answer.'

export default function AskPage() {
  return (
    <div className="container page">
      <header className="page-header">
        <h1>Ask the Assistant</h1>
        <p>{intro}</p>
      </header>
      <AskAssistant />
    </div>
  )
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: '/ask',
    title: 'Ask the Assistant',
    description: `${intro} Free, no sign-up.`,
    keywords: ['ask an AI assistant', 'website questions', 'small business marketing', 'free AI help'],
    kind: 'WebApplication',
  })

export const ErrorBoundary = RouteErrorBoundary

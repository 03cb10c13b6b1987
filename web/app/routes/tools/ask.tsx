import { AskAssistant } from '../../features/ask/client/AskAssistant'
import { toolPageMeta } from '../../seo/tool-page-meta'
import { RouteErrorBoundary } from '../../site/RouteErrorBoundary'
import { toolAt } from '../../site/tool-catalogue'
import { ToolPage } from '../../site/ToolPage'
import type { Route } from './+types/ask'

const tool = toolAt('/ask')

export default function AskPage() {
  return (
    <ToolPage tool={tool}>
      <AskAssistant />
    </ToolPage>
  )
}

export const meta: Route.MetaFunction = () => toolPageMeta(tool)

export const ErrorBoundary = RouteErrorBoundary

import { TaglineGenerator } from '../../features/tagline-generator/client/TaglineGenerator'
import { toolPageMeta } from '../../seo/tool-page-meta'
import { RouteErrorBoundary } from '../../site/RouteErrorBoundary'
import { toolAt } from '../../site/tool-catalogue'
import { ToolPage } from '../../site/ToolPage'
import type { Route } from './+types/tagline-generator'

const tool = toolAt('/tagline-generator')

export default function TaglineGeneratorPage() {
  return (
    <ToolPage tool={tool}>
      <TaglineGenerator />
    </ToolPage>
  )
}

export const meta: Route.MetaFunction = () => toolPageMeta(tool)

export const ErrorBoundary = RouteErrorBoundary

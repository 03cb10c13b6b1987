import { BusinessNamer } from '../../features/business-namer/client/BusinessNamer'
import { toolPageMeta } from '../../seo/tool-page-meta'
import { RouteErrorBoundary } from '../../site/RouteErrorBoundary'
import { toolAt } from '../../site/tool-catalogue'
import { ToolPage } from '../../site/ToolPage'
import type { Route } from './+types/business-namer'

const tool = toolAt('/business-namer')

export default function BusinessNamerPage() {
  return (
    <ToolPage tool={tool}>
      <BusinessNamer />
    </ToolPage>
  )
}

export const meta: Route.MetaFunction = () => toolPageMeta(tool)

export const ErrorBoundary = RouteErrorBoundary

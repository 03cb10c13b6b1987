import { RoastToast } from '../../features/roast-toast/client/RoastToast'
import { toolPageMeta } from '../../seo/tool-page-meta'
import { RouteErrorBoundary } from '../../site/RouteErrorBoundary'
import { toolAt } from '../../site/tool-catalogue'
import { ToolPage } from '../../site/ToolPage'
import type { Route } from './+types/roast-toast'

const tool = toolAt('/roast-toast')

export default function RoastToastPage() {
  return (
    <ToolPage tool={tool}>
      <RoastToast />
    </ToolPage>
  )
}

export const meta: Route.MetaFunction = () => toolPageMeta(tool)

export const ErrorBoundary = RouteErrorBoundary

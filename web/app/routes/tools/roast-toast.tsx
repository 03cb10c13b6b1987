import { RoastToast } from '#app/features/roast-toast/client/RoastToast.tsx'
import { toolPageMeta } from '#app/seo/tool-page-meta.ts'
import { RouteErrorBoundary } from '#app/site/RouteErrorBoundary.tsx'
import { toolAt } from '#app/site/tool-catalogue.ts'
import { ToolPage } from '#app/site/ToolPage.tsx'
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

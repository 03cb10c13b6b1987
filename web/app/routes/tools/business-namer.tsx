import { BusinessNamer } from '#app/features/business-namer/client/BusinessNamer.tsx'
import { toolPageMeta } from '#app/seo/tool-page-meta.ts'
import { RouteErrorBoundary } from '#app/site/RouteErrorBoundary.tsx'
import { toolAt } from '#app/site/tool-catalogue.ts'
import { ToolPage } from '#app/site/ToolPage.tsx'
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

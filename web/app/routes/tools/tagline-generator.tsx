import { TaglineGenerator } from '#app/features/tagline-generator/client/TaglineGenerator.tsx'
import { toolPageMeta } from '#app/seo/tool-page-meta.ts'
import { RouteErrorBoundary } from '#app/site/RouteErrorBoundary.tsx'
import { toolAt } from '#app/site/tool-catalogue.ts'
import { ToolPage } from '#app/site/ToolPage.tsx'
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

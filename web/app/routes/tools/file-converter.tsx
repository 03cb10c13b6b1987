import { FileConverter } from '#app/features/file-converter/client/FileConverter.tsx'
import { toolPageMeta } from '#app/seo/tool-page-meta.ts'
import { RouteErrorBoundary } from '#app/site/RouteErrorBoundary.tsx'
import { toolAt } from '#app/site/tool-catalogue.ts'
import { ToolPage } from '#app/site/ToolPage.tsx'
import type { Route } from './+types/file-converter'

const tool = toolAt('/file-converter')

export default function FileConverterPage() {
  return (
    <ToolPage tool={tool}>
      <FileConverter />
    </ToolPage>
  )
}

export const meta: Route.MetaFunction = () => toolPageMeta(tool)

export const ErrorBoundary = RouteErrorBoundary

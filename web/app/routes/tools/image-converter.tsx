import { ImageConverter } from '#app/features/image-converter/client/ImageConverter.tsx'
import { toolPageMeta } from '#app/seo/tool-page-meta.ts'
import { RouteErrorBoundary } from '#app/site/RouteErrorBoundary.tsx'
import { toolAt } from '#app/site/tool-catalogue.ts'
import { ToolPage } from '#app/site/ToolPage.tsx'
import type { Route } from './+types/image-converter'

const tool = toolAt('/image-converter')

export default function ImageConverterPage() {
  return (
    <ToolPage tool={tool}>
      <ImageConverter />
    </ToolPage>
  )
}

export const meta: Route.MetaFunction = () => toolPageMeta(tool)

export const ErrorBoundary = RouteErrorBoundary

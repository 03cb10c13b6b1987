import { ImageConverter } from '../../features/image-converter/client/ImageConverter'
import { toolPageMeta } from '../../seo/tool-page-meta'
import { RouteErrorBoundary } from '../../site/RouteErrorBoundary'
import { toolAt } from '../../site/tool-catalogue'
import { ToolPage } from '../../site/ToolPage'
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

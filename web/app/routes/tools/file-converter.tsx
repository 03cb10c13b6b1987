import { FileConverter } from '../../features/file-converter/client/FileConverter'
import { toolPageMeta } from '../../seo/tool-page-meta'
import { RouteErrorBoundary } from '../../site/RouteErrorBoundary'
import { toolAt } from '../../site/tool-catalogue'
import { ToolPage } from '../../site/ToolPage'
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

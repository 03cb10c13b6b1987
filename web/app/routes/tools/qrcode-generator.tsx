import { QrGenerator } from '../../features/qr/client/QrGenerator'
import { toolPageMeta } from '../../seo/tool-page-meta'
import { RouteErrorBoundary } from '../../site/RouteErrorBoundary'
import { toolAt } from '../../site/tool-catalogue'
import { ToolPage } from '../../site/ToolPage'
import type { Route } from './+types/qrcode-generator'

const tool = toolAt('/qrcode-generator')

export default function QrCodeGeneratorPage() {
  return (
    <ToolPage tool={tool}>
      <QrGenerator />
    </ToolPage>
  )
}

export const meta: Route.MetaFunction = () => toolPageMeta(tool)

export const ErrorBoundary = RouteErrorBoundary

import { QrGenerator } from '#app/features/qr/client/QrGenerator.tsx'
import { toolPageMeta } from '#app/seo/tool-page-meta.ts'
import { RouteErrorBoundary } from '#app/site/RouteErrorBoundary.tsx'
import { toolAt } from '#app/site/tool-catalogue.ts'
import { ToolPage } from '#app/site/ToolPage.tsx'
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

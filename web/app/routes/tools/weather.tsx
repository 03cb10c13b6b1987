import { FarmWeather } from '../../features/weather/client/FarmWeather'
import { toolPageMeta } from '../../seo/tool-page-meta'
import { RouteErrorBoundary } from '../../site/RouteErrorBoundary'
import { toolAt } from '../../site/tool-catalogue'
import { ToolPage } from '../../site/ToolPage'
import type { Route } from './+types/weather'

const tool = toolAt('/weather')

export default function WeatherPage() {
  return (
    <ToolPage tool={tool}>
      <FarmWeather />
    </ToolPage>
  )
}

export const meta: Route.MetaFunction = () => toolPageMeta(tool)

export const ErrorBoundary = RouteErrorBoundary

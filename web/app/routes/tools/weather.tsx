import { FarmWeather } from '#app/features/weather/client/FarmWeather.tsx'
import { toolPageMeta } from '#app/seo/tool-page-meta.ts'
import { RouteErrorBoundary } from '#app/site/RouteErrorBoundary.tsx'
import { toolAt } from '#app/site/tool-catalogue.ts'
import { ToolPage } from '#app/site/ToolPage.tsx'
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

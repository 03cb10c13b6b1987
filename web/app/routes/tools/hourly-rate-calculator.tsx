import { CalculatorPage } from '../../features/calculators/client/CalculatorPage'
import { hourlyRateCalculator } from '../../features/calculators/shared/hourly-rate'
import { toolPageMeta } from '../../seo/tool-page-meta'
import { RouteErrorBoundary } from '../../site/RouteErrorBoundary'
import { toolAt } from '../../site/tool-catalogue'
import type { Route } from './+types/hourly-rate-calculator'

const tool = toolAt('/hourly-rate-calculator')

export default function HourlyRateCalculatorPage() {
  return <CalculatorPage calculator={hourlyRateCalculator} tool={tool} />
}

export const meta: Route.MetaFunction = () => toolPageMeta(tool)

export const ErrorBoundary = RouteErrorBoundary

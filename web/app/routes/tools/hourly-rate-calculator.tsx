import { CalculatorPage } from '#app/features/calculators/client/CalculatorPage.tsx'
import { hourlyRateCalculator } from '#app/features/calculators/shared/hourly-rate.ts'
import { toolPageMeta } from '#app/seo/tool-page-meta.ts'
import { RouteErrorBoundary } from '#app/site/RouteErrorBoundary.tsx'
import { toolAt } from '#app/site/tool-catalogue.ts'
import type { Route } from './+types/hourly-rate-calculator'

const tool = toolAt('/hourly-rate-calculator')

export default function HourlyRateCalculatorPage() {
  return <CalculatorPage calculator={hourlyRateCalculator} tool={tool} />
}

export const meta: Route.MetaFunction = () => toolPageMeta(tool)

export const ErrorBoundary = RouteErrorBoundary

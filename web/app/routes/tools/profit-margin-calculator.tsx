import { CalculatorPage } from '#app/features/calculators/client/CalculatorPage.tsx'
import { profitMarginCalculator } from '#app/features/calculators/shared/profit-margin.ts'
import { toolPageMeta } from '#app/seo/tool-page-meta.ts'
import { RouteErrorBoundary } from '#app/site/RouteErrorBoundary.tsx'
import { toolAt } from '#app/site/tool-catalogue.ts'
import type { Route } from './+types/profit-margin-calculator'

const tool = toolAt('/profit-margin-calculator')

export default function ProfitMarginCalculatorPage() {
  return <CalculatorPage calculator={profitMarginCalculator} tool={tool} />
}

export const meta: Route.MetaFunction = () => toolPageMeta(tool)

export const ErrorBoundary = RouteErrorBoundary

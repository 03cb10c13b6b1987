import { CalculatorPage } from '../../features/calculators/client/CalculatorPage'
import { profitMarginCalculator } from '../../features/calculators/shared/profit-margin'
import { toolPageMeta } from '../../seo/tool-page-meta'
import { RouteErrorBoundary } from '../../site/RouteErrorBoundary'
import { toolAt } from '../../site/tool-catalogue'
import type { Route } from './+types/profit-margin-calculator'

const tool = toolAt('/profit-margin-calculator')

export default function ProfitMarginCalculatorPage() {
  return <CalculatorPage calculator={profitMarginCalculator} tool={tool} />
}

export const meta: Route.MetaFunction = () => toolPageMeta(tool)

export const ErrorBoundary = RouteErrorBoundary

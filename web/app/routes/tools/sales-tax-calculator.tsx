import { CalculatorPage } from '../../features/calculators/client/CalculatorPage'
import { salesTaxCalculator } from '../../features/calculators/shared/sales-tax'
import { toolPageMeta } from '../../seo/tool-page-meta'
import { RouteErrorBoundary } from '../../site/RouteErrorBoundary'
import { toolAt } from '../../site/tool-catalogue'
import type { Route } from './+types/sales-tax-calculator'

const tool = toolAt('/sales-tax-calculator')

export default function SalesTaxCalculatorPage() {
  return <CalculatorPage calculator={salesTaxCalculator} tool={tool} />
}

export const meta: Route.MetaFunction = () => toolPageMeta(tool)

export const ErrorBoundary = RouteErrorBoundary

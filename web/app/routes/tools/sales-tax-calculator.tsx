import { CalculatorPage } from '#app/features/calculators/client/CalculatorPage.tsx'
import { salesTaxCalculator } from '#app/features/calculators/shared/sales-tax.ts'
import { toolPageMeta } from '#app/seo/tool-page-meta.ts'
import { RouteErrorBoundary } from '#app/site/RouteErrorBoundary.tsx'
import { toolAt } from '#app/site/tool-catalogue.ts'
import type { Route } from './+types/sales-tax-calculator'

const tool = toolAt('/sales-tax-calculator')

export default function SalesTaxCalculatorPage() {
  return <CalculatorPage calculator={salesTaxCalculator} tool={tool} />
}

export const meta: Route.MetaFunction = () => toolPageMeta(tool)

export const ErrorBoundary = RouteErrorBoundary

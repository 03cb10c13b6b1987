import { CalculatorPage } from '#app/features/calculators/client/CalculatorPage.tsx'
import { inventoryReorderCalculator } from '#app/features/calculators/shared/inventory-reorder.ts'
import { toolPageMeta } from '#app/seo/tool-page-meta.ts'
import { RouteErrorBoundary } from '#app/site/RouteErrorBoundary.tsx'
import { toolAt } from '#app/site/tool-catalogue.ts'
import type { Route } from './+types/inventory-reorder-calculator'

const tool = toolAt('/inventory-reorder-calculator')

export default function InventoryReorderCalculatorPage() {
  return <CalculatorPage calculator={inventoryReorderCalculator} tool={tool} />
}

export const meta: Route.MetaFunction = () => toolPageMeta(tool)

export const ErrorBoundary = RouteErrorBoundary

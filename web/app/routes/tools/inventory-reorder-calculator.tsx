import { CalculatorPage } from '../../features/calculators/client/CalculatorPage'
import { inventoryReorderCalculator } from '../../features/calculators/shared/inventory-reorder'
import { toolPageMeta } from '../../seo/tool-page-meta'
import { RouteErrorBoundary } from '../../site/RouteErrorBoundary'
import { toolAt } from '../../site/tool-catalogue'
import type { Route } from './+types/inventory-reorder-calculator'

const tool = toolAt('/inventory-reorder-calculator')

export default function InventoryReorderCalculatorPage() {
  return <CalculatorPage calculator={inventoryReorderCalculator} tool={tool} />
}

export const meta: Route.MetaFunction = () => toolPageMeta(tool)

export const ErrorBoundary = RouteErrorBoundary

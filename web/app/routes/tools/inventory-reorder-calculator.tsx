import { CalculatorPage } from '../../features/calculators/client/CalculatorPage'
import { inventoryReorderCalculator } from '../../features/calculators/shared/inventory-reorder'
import { pageMeta } from '../../seo/page-meta'
import { RouteErrorBoundary } from '../../site/RouteErrorBoundary'
import type { Route } from './+types/inventory-reorder-calculator'

const intro = 'Know when to reorder from daily sales, supplier lead time and safety stock.'

export default function InventoryReorderCalculatorPage() {
  return <CalculatorPage calculator={inventoryReorderCalculator} intro={intro} />
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: '/inventory-reorder-calculator',
    title: 'Inventory Reorder Calculator',
    description: `${intro} Free, and it runs in your browser.`,
    keywords: ['reorder point calculator', 'inventory reorder', 'safety stock', 'lead time demand'],
    kind: 'WebApplication',
  })

export const ErrorBoundary = RouteErrorBoundary
